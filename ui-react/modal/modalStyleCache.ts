import createCache, { type EmotionCache } from '@emotion/cache'

/** One cache per CSP nonce (a page has one; tests may use several). */
const caches = new Map<string | undefined, EmotionCache>()

/**
 * The modal's own emotion cache: class names under `wp-`, and no vendor prefixer. Every
 * browser the build targets (es2022) takes the modal's CSS unprefixed, and the prefixer was
 * over a third of the first open's style work. With the page's CSP nonce, emotion's `<style>`
 * elements carry it (`style-src 'nonce-…'` without `'unsafe-inline'`).
 * Created on first use, so importing the modal touches no `document`.
 */
export function modalStyleCache(nonce: string | undefined): EmotionCache {
  let cache = caches.get(nonce)
  if (!cache) {
    cache = createCache({ key: 'wp', stylisPlugins: [], ...(nonce ? { nonce } : {}) })
    caches.set(nonce, cache)
  }
  return cache
}
