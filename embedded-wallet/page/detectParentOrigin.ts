/** What the page can learn about its embedder without asking it. */
export interface ParentOriginSources {
  /** `location.ancestorOrigins` (Chromium, WebKit): the browser's own word, not spoofable. */
  readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string } | undefined
  /** `document.referrer`: the app sets `referrerpolicy="strict-origin"`, so it is the origin only. */
  readonly referrer: string
}

/**
 * The embedding page's origin, or `undefined` when it cannot be known (no referrer, opaque).
 * @example detectParentOrigin({ referrer: 'https://app.example.com/' }) // 'https://app.example.com'
 */
export function detectParentOrigin(sources: ParentOriginSources): string | undefined {
  const ancestor = sources.ancestorOrigins && sources.ancestorOrigins.length > 0 ? sources.ancestorOrigins[0] : undefined
  if (ancestor !== undefined) return ancestor === 'null' ? undefined : ancestor
  if (!sources.referrer) return undefined
  try {
    const origin = new URL(sources.referrer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
