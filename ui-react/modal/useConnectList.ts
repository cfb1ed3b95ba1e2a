import { useMemo } from 'react'
import type { ChainNamespace, ConnectorListGroup } from '../../core/index.js'
import { connectorListForNamespace } from '../../core/internal.js'
import { useExternalState } from '../useExternalState.js'
import { useModalContext } from './ModalContext.js'

/** The connect list: every configured namespace's wallets, or only `namespace`'s when given. */
export function useConnectList(namespace: ChainNamespace | undefined): readonly ConnectorListGroup[] {
  const { sources } = useModalContext()
  const groups = useExternalState(sources.connectorList, (value) => value)
  const connectors = useExternalState(sources.connectors, (value) => value)
  return useMemo(() => (namespace ? connectorListForNamespace({ groups, connectors, namespace }) : groups), [groups, connectors, namespace])
}
