import { useRef, useSyncExternalStore } from 'react'

/** Something React can subscribe to: a change signal plus the current value. */
export interface ExternalSource<T> {
  /** Calls `onChange` after every change; the returned function really unsubscribes. */
  readonly subscribe: (onChange: () => void) => () => void
  /** The current value: the same reference until it changes. */
  readonly getSnapshot: () => T
  /** The value a server render gave (hydration renders it first); default: getSnapshot's. */
  readonly getServerSnapshot?: () => T
}

const identity = <T,>(value: T): T => value

/**
 * The one React binding of walletport: `useSyncExternalStore` over a source. `pick` takes a
 * stable part of the snapshot; `derive` runs again only when that part's reference changes,
 * so derived objects keep their identity and components re-render only on real changes.
 * @example const account = useExternalState(sources.state, (s) => s.accounts.eip155, toAccountView)
 */
export function useExternalState<T, P, R = P>(
  source: ExternalSource<T>,
  pick: (snapshot: T) => P,
  derive: (picked: P) => R = identity as (picked: P) => R,
): R {
  const memo = useRef<{ readonly picked: P; readonly value: R } | undefined>(undefined)
  const snapshotOf = (read: () => T) => (): R => {
    const picked = pick(read())
    const previous = memo.current
    if (previous && Object.is(previous.picked, picked)) return previous.value
    const value = derive(picked)
    memo.current = { picked, value }
    return value
  }
  const getSnapshot = snapshotOf(source.getSnapshot)
  return useSyncExternalStore(source.subscribe, getSnapshot, source.getServerSnapshot ? snapshotOf(source.getServerSnapshot) : getSnapshot)
}
