/**
 * The embedded wallet's keys in the Storage port: the spec's email-login keys, plus the frame's
 * session handle (kept by the app, so a reload resumes the session where the frame's own storage
 * is partitioned or cleared).
 */
export const EMBEDDED_STORAGE_KEYS = {
  emailLoginUsed: 'embedded.emailLoginUsed',
  email: 'embedded.email',
  lastEmailLoginTime: 'embedded.lastEmailLoginTime',
  lastUsedChainId: 'embedded.lastUsedChainId',
  socialUsername: 'embedded.socialUsername',
  smartAccountEnabledNetworks: 'embedded.smartAccountEnabledNetworks',
  sessionHandle: 'embedded.sessionHandle',
} as const

