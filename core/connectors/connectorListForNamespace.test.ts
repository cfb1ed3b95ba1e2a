import { describe, expect, it } from 'vitest'
import type { ConnectorListGroup } from './buildConnectorList.js'
import type { Connector } from './Connector.js'
import { connectorListForNamespace } from './connectorListForNamespace.js'

const connector = (id: string, type: Connector['type'], chain: Connector['chain']): Connector => ({ id, type, name: id, chain })
const EVM = connector('metamask', 'ANNOUNCED', 'eip155')
const SOLANA = connector('wallet-standard:Phantom', 'ANNOUNCED', 'solana')
const WALLET_CONNECT = connector('walletConnect', 'WALLET_CONNECT', 'eip155')
const GROUPS: readonly ConnectorListGroup[] = [
  { group: 'walletConnect', items: [{ kind: 'connector', connector: WALLET_CONNECT }] },
  { group: 'injected', items: [{ kind: 'connector', connector: EVM }, { kind: 'connector', connector: SOLANA }] },
  { group: 'recommended', items: [{ kind: 'wallet', wallet: { id: 'rainbow', name: 'Rainbow' } }] },
]
const ALL = [WALLET_CONNECT, EVM, SOLANA]
const ids = (groups: readonly ConnectorListGroup[]) =>
  groups.map((group) => [group.group, group.items.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id))])

describe('connectorListForNamespace', () => {
  it('default: only the connectors of that namespace; listed wallets go with the namespace WalletConnect serves', () => {
    expect(ids(connectorListForNamespace({ groups: GROUPS, connectors: ALL, namespace: 'eip155' }))).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['metamask']],
      ['recommended', ['rainbow']],
    ])
  })

  it('behavior: a namespace without WalletConnect keeps its own connectors and drops the emptied groups', () => {
    expect(ids(connectorListForNamespace({ groups: GROUPS, connectors: ALL, namespace: 'solana' }))).toEqual([['injected', ['wallet-standard:Phantom']]])
  })

  it('behavior: WalletConnect outside the list (already connected through it) still lets listed wallets pair', () => {
    const groups = GROUPS.filter((group) => group.group !== 'walletConnect')
    expect(ids(connectorListForNamespace({ groups, connectors: ALL, namespace: 'eip155' }))).toEqual([
      ['injected', ['metamask']],
      ['recommended', ['rainbow']],
    ])
  })
})
