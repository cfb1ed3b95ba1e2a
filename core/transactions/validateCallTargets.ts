/** Why a `wallet_sendCalls` bundle was refused. */
export type CallTargetsProblem = 'calls-not-an-array' | 'call-not-an-object' | 'target-missing' | 'target-not-0x'

/** Result of validateCallTargets: ok, or the first bad call and why. */
export type CallTargetsResult =
  | { readonly ok: true }
  /** `index` is the first bad call; -1 when `calls` itself is not an array. */
  | { readonly ok: false; readonly index: number; readonly problem: CallTargetsProblem }

/**
 * Every call of a `wallet_sendCalls` bundle needs a `to` that is a string
 * starting with lowercase `0x`. Only the prefix is checked, not the length; a
 * missing `to` (EIP-5792 contract creation) is refused. An empty bundle passes
 * (no target breaks the rule); whether it is sendable is the wallet's call.
 * @example validateCallTargets([{ to: '0xabc' }, { to: 'abc' }]) // { ok: false, index: 1, problem: 'target-not-0x' }
 */
export function validateCallTargets(calls: unknown): CallTargetsResult {
  if (!Array.isArray(calls)) return { ok: false, index: -1, problem: 'calls-not-an-array' }
  for (const [index, call] of (calls as readonly unknown[]).entries()) {
    if (typeof call !== 'object' || call === null) return { ok: false, index, problem: 'call-not-an-object' }
    const to: unknown = (call as { readonly to?: unknown }).to
    if (typeof to !== 'string') return { ok: false, index, problem: 'target-missing' }
    if (!to.startsWith('0x')) return { ok: false, index, problem: 'target-not-0x' }
  }
  return { ok: true }
}
