import type { ConnectorListGroup, Walletport } from '../../core/index.js'
import type { ExternalSource } from '../useExternalState.js'

const SOURCES = new WeakMap<Walletport, ExternalSource<readonly ConnectorListGroup[]>>()

/**
 * The connect list of `walletport` as a React source, created once per instance (only the
 * modal's views read it, so it lives in the modal chunk). `getConnectorList()` keeps its
 * value while the list's inputs stay the same, so snapshots are stable.
 */
export function connectorListSourceOf(walletport: Walletport): ExternalSource<readonly ConnectorListGroup[]> {
  let source = SOURCES.get(walletport)
  if (!source) {
    source = { subscribe: (onChange) => walletport.watchConnectorList(() => onChange()), getSnapshot: () => walletport.getConnectorList() }
    SOURCES.set(walletport, source)
  }
  return source
}
