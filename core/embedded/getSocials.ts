export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const


type SocialProvider = (typeof DEFAULT_SOCIALS)[number]

const KNOWN = new Set<string>(DEFAULT_SOCIALS)

/**
 * The socials to offer, from the `socials` feature option. Undefined or true →
 * the default list (google, x, farcaster, discord, apple, github, facebook);
 * false → none. A list is taken literally — it picks AND orders, missing ones
 * stay hidden (unlike the order options) —, unknown, wrong-case and duplicate
 * entries dropped. Anything else is treated as undefined.
 * @example getSocials(['github', 'google']) // ['github', 'google']
 */
export function getSocials(option: boolean | readonly string[] | undefined): SocialProvider[] {
  if (option === false) return []
  if (!Array.isArray(option)) return [...DEFAULT_SOCIALS]
  const picked: SocialProvider[] = []
  for (const item of option as readonly unknown[]) {
    if (typeof item === 'string' && KNOWN.has(item) && !picked.includes(item as SocialProvider)) {
      picked.push(item as SocialProvider)
    }
  }
  return picked
}
