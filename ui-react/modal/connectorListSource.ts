import type { Observable } from 'rxjs'
import type { ConnectorListGroup, Walletport } from '../../core/index.js'
import type { ExternalSource } from '../useExternalState.js'

const SOURCES = new WeakMap<Walletport, ExternalSource<readonly ConnectorListGroup[]>>()

/**
 * The connect list of `walletport` as a React source, created once per instance (only the
 * modal's views read it, so it lives in the modal chunk).
 */
export function connectorListSourceOf(walletport: Walletport): ExternalSource<readonly ConnectorListGroup[]> {
  let source = SOURCES.get(walletport)
  if (!source) {
    source = fromObservable(walletport.connectorList$)
    SOURCES.set(walletport, source)
  }
  return source
}

/**
 * A derived observable with no getter (it builds a new value per subscription): one shared
 * subscription while React listens, and the last value kept so snapshots stay stable.
 */
function fromObservable<T>(value$: Observable<T>): ExternalSource<T> {
  let latest: { readonly value: T } | undefined
  let stop: (() => void) | undefined
  const listeners = new Set<() => void>()
  const accept = (value: T): boolean => {
    if (latest && Object.is(latest.value, value)) return false
    latest = { value }
    return true
  }
  return {
    subscribe: (onChange) => {
      listeners.add(onChange)
      if (!stop) {
        const subscription = value$.subscribe((value) => {
          if (accept(value)) for (const listener of [...listeners]) listener()
        })
        stop = () => subscription.unsubscribe()
      }
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0 && stop) {
          stop()
          stop = undefined
        }
      }
    },
    getSnapshot: () => {
      if (!latest) value$.subscribe((value) => accept(value)).unsubscribe()
      if (!latest) throw new Error('walletport: a state observable did not emit its current value')
      return latest.value
    },
  }
}
