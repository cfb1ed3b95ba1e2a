/** True when `error` or an error in its cause chain is an abort (ours or the platform's). */
export function isAbortError(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if ((current as { name?: unknown }).name === 'AbortError') return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}
