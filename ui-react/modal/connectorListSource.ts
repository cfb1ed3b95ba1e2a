import type { ConnectorListGroup } from '../../core/index.js'
import { perInstanceSource } from '../perInstanceSource.js'

/**
 * The connect list of an instance as a React source, one per instance (only the modal's views
 * read it, so it lives in the modal chunk). `getConnectorList()` keeps its value while the
 * list's inputs stay the same, so snapshots are stable.
 */
export const connectorListSourceOf = perInstanceSource<readonly ConnectorListGroup[]>(
  (walletport, onChange) => walletport.watchConnectorList(onChange),
  (walletport) => walletport.getConnectorList(),
)
