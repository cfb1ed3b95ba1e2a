import type { ChainNamespace } from '../network/Network.js'

/** The latest connect attempt of each namespace, per instance (keyed by its state store, never a global). */
const latest = new WeakMap<object, Map<ChainNamespace, number>>()

/**
 * Starts a connect attempt of `namespace`, ending any earlier one; returns whether this attempt is
 * still the latest (no later connect, no disconnect since). A wallet may answer minutes late:
 * by then the visitor may have picked another wallet or left, and the late answer must not win.
 * @example const isLatest = beginConnectAttempt(context.state, 'eip155'); await adapter.connect(…); if (!isLatest()) return
 */
export function beginConnectAttempt(instance: object, namespace: ChainNamespace): () => boolean {
  const attempts = latest.get(instance) ?? new Map<ChainNamespace, number>()
  latest.set(instance, attempts)
  const attempt = (attempts.get(namespace) ?? 0) + 1
  attempts.set(namespace, attempt)
  return () => attempts.get(namespace) === attempt
}

/** Ends the connect attempt of `namespace` in progress, if any (the visitor disconnected). */
export function endConnectAttempts(instance: object, namespace: ChainNamespace): void {
  const attempts = latest.get(instance)
  attempts?.set(namespace, (attempts.get(namespace) ?? 0) + 1)
}
