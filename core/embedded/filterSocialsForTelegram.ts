// Providers whose login does not work inside Telegram's in-app browser on that platform.
// A Map, so inherited names like 'toString' never match a platform.
const REMOVED_BY_PLATFORM: ReadonlyMap<string, readonly string[]> = new Map([
  ['ios', ['google']],
  ['macos', ['x']],
  ['android', ['facebook', 'x']],
  // Telegram X for Android reports its own platform name.
  ['android_x', ['facebook', 'x']],
])

/**
 * Inside a Telegram mini app, iOS removes google, Mac removes x and
 * Android removes facebook and x. `platform` is Telegram's `WebApp.platform`
 * ('ios', 'macos', 'android', 'android_x', 'tdesktop', 'weba', …), compared
 * case-insensitively; other or missing platforms keep every social. Order is kept.
 * @example filterSocialsForTelegram(['google', 'x', 'apple'], 'android') // ['google', 'apple']
 */
export function filterSocialsForTelegram<S extends string>(
  socials: readonly S[],
  platform: string | undefined,
): S[] {
  const removed = platform === undefined ? undefined : REMOVED_BY_PLATFORM.get(platform.toLowerCase())
  return removed ? socials.filter((social) => !removed.includes(social)) : [...socials]
}
