import type { Observable } from 'rxjs'
import type { Connector, ModalState, RouterState, Walletport, WalletState } from '../core/index.js'
import type { ExternalSource } from './useExternalState.js'

/** The instance's state as React sources, one object per instance (the modal adds `connectorList`). */
export interface WalletportSources {
  readonly state: ExternalSource<WalletState>
  readonly modal: ExternalSource<ModalState>
  readonly router: ExternalSource<RouterState>
  readonly connectors: ExternalSource<readonly Connector[]>
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
      modal: fromStore(walletport.modal$, () => walletport.getModal()),
      router: fromStore(walletport.route$, () => walletport.getRoute()),
      connectors: fromStore(walletport.connectors$, () => walletport.getConnectors()),
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
