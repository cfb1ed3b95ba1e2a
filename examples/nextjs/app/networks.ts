import { anvilAt, mainnet, sepolia } from 'walletport/networks'

/** Where the app's chain is: a local node when WALLETPORT_RPC_URL is set on the server, else Ethereum and Sepolia. */
export interface ExampleNetwork {
  readonly rpcUrl?: string
  readonly chainId: number
}

/** The server's choice, from its environment (read per request, never at build time). */
export function serverNetwork(): ExampleNetwork {
  return { rpcUrl: process.env.WALLETPORT_RPC_URL, chainId: Number(process.env.WALLETPORT_CHAIN_ID ?? 31337) }
}

/** The networks walletport offers: the local node, or Ethereum and Sepolia. The proxy's connect-src allows exactly their RPC URLs. */
export function exampleNetworks(network: ExampleNetwork) {
  return network.rpcUrl ? [anvilAt(network.rpcUrl, network.chainId)] : [mainnet, sepolia]
}
