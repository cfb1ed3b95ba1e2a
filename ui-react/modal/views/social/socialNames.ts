/** The providers' names as their buttons show them (brand names: not translated). */
export const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/** The name of `provider` for display. */
export function socialName(provider: string): string {
  return SOCIAL_NAMES[provider] ?? provider
}
