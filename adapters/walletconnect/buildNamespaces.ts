import type { ChainNamespace, Network } from '../../core/network/Network.js'

/** What a dapp asks a wallet for in one CAIP namespace. */
export interface ProposalNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  readonly rpcMap?: Record<string, string>
}

/** The namespaces of a session proposal. */
export interface ProposalNamespaces {
  readonly requiredNamespaces: Record<string, ProposalNamespace>
  readonly optionalNamespaces: Record<string, ProposalNamespace>
}

/**
 * The methods and events each namespace needs. A namespace without an entry is not proposed:
 * this is the seam where solana joins when its adapter lands.
 */
export const NAMESPACE_CAPABILITIES: Readonly<Partial<Record<ChainNamespace, { readonly methods: readonly string[]; readonly events: readonly string[] }>>> = {
  eip155: {
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getAssets'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

/**
 * The proposal namespaces for the configured networks. Everything goes into the optional
 * namespaces and nothing is required: a wallet missing one required chain must refuse the whole
 * proposal, and sign-client 2.x deprecates `requiredNamespaces` for that reason. The wallet then
 * approves the chains it has; switching to any other sets the network and syncs the account.
 * @example buildNamespaces([mainnet]).optionalNamespaces.eip155.chains // ['eip155:1']
 */
export function buildNamespaces(networks: readonly Network[]): ProposalNamespaces {
  const optionalNamespaces: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const capabilities = NAMESPACE_CAPABILITIES[network.chainNamespace]
    if (!capabilities) continue
    const entry = optionalNamespaces[network.chainNamespace] ?? { chains: [], methods: [...capabilities.methods], events: [...capabilities.events], rpcMap: {} }
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl && entry.rpcMap) entry.rpcMap[String(network.id)] = rpcUrl
    optionalNamespaces[network.chainNamespace] = entry
  }
  return { requiredNamespaces: {}, optionalNamespaces }
}
