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

/** Cleared on disconnect. The last login time stays: signing out must not lift the email cooldown. */
export const EMBEDDED_KEYS_CLEARED_ON_DISCONNECT = [
  EMBEDDED_STORAGE_KEYS.emailLoginUsed,
  EMBEDDED_STORAGE_KEYS.email,
  EMBEDDED_STORAGE_KEYS.lastUsedChainId,
  EMBEDDED_STORAGE_KEYS.socialUsername,
  EMBEDDED_STORAGE_KEYS.smartAccountEnabledNetworks,
  EMBEDDED_STORAGE_KEYS.sessionHandle,
] as const
