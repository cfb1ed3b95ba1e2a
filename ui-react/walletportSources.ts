import type { Observable } from 'rxjs'
import type { Connector, ConnectorListGroup, ModalState, RouterState, Walletport, WalletState } from '../core/index.js'
import type { ExternalSource } from './useExternalState.js'

/** The instance's state as React sources, one object per instance. */
export interface WalletportSources {
  readonly state: ExternalSource<WalletState>
  readonly modal: ExternalSource<ModalState>
  readonly router: ExternalSource<RouterState>
  readonly connectors: ExternalSource<readonly Connector[]>
  readonly connectorList: ExternalSource<readonly ConnectorListGroup[]>
}

const SOURCES = new WeakMap<Walletport, WalletportSources>()

/**
 * The sources of `walletport`, created once per instance so that `subscribe` keeps its
 * identity across renders (React would resubscribe on every render otherwise).
 */
export function sourcesOf(walletport: Walletport): WalletportSources {
  let sources = SOURCES.get(walletport)
  if (!sources) {
    sources = {
      state: fromStore(walletport.state$, () => walletport.getState()),
      modal: fromStore(walletport.modal$, () => walletport.getModalState()),
      router: fromStore(walletport.router.state$, () => walletport.router.getSnapshot()),
      connectors: fromStore(walletport.connectors$, () => walletport.getConnectors()),
      connectorList: fromObservable(walletport.connectorList$),
    }
    SOURCES.set(walletport, sources)
  }
  return sources
}

/** A store-backed observable whose getter already returns a stable reference. */
function fromStore<T>(value$: Observable<T>, getSnapshot: () => T): ExternalSource<T> {
  return {
    subscribe: (onChange) => {
      const subscription = value$.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    getSnapshot,
  }
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
