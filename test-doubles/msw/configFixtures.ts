/** One entry of `/appkit/v1/config` as the service sends it. */
export interface ProjectFeatureEntry {
  readonly id: string
  readonly isEnabled: boolean
  readonly config?: readonly string[] | null
}

/**
 * A project's remote config as the service sends it: email and four socials, swaps and
 * onramp on, activity off, plus ids walletport ignores (branding, multi-wallet).
 */
export const PROJECT_FEATURES: readonly ProjectFeatureEntry[] = [
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'github'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: false, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
]

/** What walletport reads from PROJECT_FEATURES. */
export const PROJECT_REMOTE_FEATURES = {
  email: true,
  socials: ['google', 'x', 'discord', 'github'],
  swaps: true,
  onramp: true,
  activity: false,
} as const

/** The allowed origins of the fixture project: the offline demo, loopback and a wildcard. */
export const PROJECT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:5173', 'http://localhost:5173', 'https://*.walletport.test']
