import type { Account } from '../../core/account/Account.js'
import type { Connector } from '../../core/connectors/Connector.js'
import type { ChainNamespace } from '../../core/network/Network.js'

/** The id of the connector a `FakeChainAdapter` has by default. */
export const FAKE_CONNECTOR_ID = 'fake-wallet'

const DEFAULT_ADDRESSES: Readonly<Record<ChainNamespace, string>> = {
  eip155: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

/** Each namespace's main network reference. */
export const DEFAULT_CHAIN_IDS: Readonly<Record<ChainNamespace, number | string>> = {
  eip155: 1,
  solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  polkadot: '91b171bb158e2d3848fa23a9f1c25182',
  bip122: '000000000019d6689c085ae165831e93',
}

/** One installed injected connector, id FAKE_CONNECTOR_ID. */
export function defaultConnector(namespace: ChainNamespace): Connector {
  return {
    id: FAKE_CONNECTOR_ID,
    type: 'INJECTED',
    name: 'Fake Wallet',
    chain: namespace,
    info: { rdns: 'io.walletport.fake' },
    installed: true,
  }
}

/** One account per namespace (for eip155, anvil's first account; for bip122 a payment account). */
export function defaultAccount(namespace: ChainNamespace): Account {
  return { namespace, address: DEFAULT_ADDRESSES[namespace], type: namespace === 'bip122' ? 'payment' : 'eoa' }
}
