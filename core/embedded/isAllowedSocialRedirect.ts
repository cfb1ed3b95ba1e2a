/** Providers the social-redirect flow accepts; farcaster has its own flow. */
export const SOCIAL_REDIRECT_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** One of SOCIAL_REDIRECT_PROVIDERS. */
export type SocialRedirectProvider = (typeof SOCIAL_REDIRECT_PROVIDERS)[number]

/**
 * True only for google, github, apple, facebook, x or discord; exact,
 * lowercase match (no trimming), anything else is refused.
 * @example isAllowedSocialRedirect('github') // true
 */
export function isAllowedSocialRedirect(provider: unknown): provider is SocialRedirectProvider {
  return typeof provider === 'string' && (SOCIAL_REDIRECT_PROVIDERS as readonly string[]).includes(provider)
}
