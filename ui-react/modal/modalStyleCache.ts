import createCache, { type EmotionCache } from '@emotion/cache'

let cache: EmotionCache | undefined

/**
 * The modal's own emotion cache: class names under `wp-`, and no vendor prefixer. Every
 * browser the build targets (es2022) takes the modal's CSS unprefixed, and the prefixer was
 * over a third of the first open's style work.
 * Created on first use, so importing the modal touches no `document`.
 */
export function modalStyleCache(): EmotionCache {
  cache ??= createCache({ key: 'wp', stylisPlugins: [] })
  return cache
}
