import { createConfig, http, type Config, type CreateConfigParameters, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { Walletport } from '../../core/Walletport.js'
import type { Network } from '../../core/network/Network.js'
import { eip155Of, walletportConnector } from './walletportConnector.js'

export interface WagmiBridgeOptions extends Omit<CreateConfigParameters<readonly [Chain, ...Chain[]]>, 'chains' | 'connectors' | 'transports' | 'client'> {
  readonly walletport: Walletport
  /** The eip155 networks wagmi knows (default: walletport's). viem chains and walletport networks both fit. */
  readonly networks?: readonly (Network | Chain)[]
  /** A transport per chain id for reads (default: `http()` on each network's first RPC URL). */
  readonly transports?: Readonly<Record<number, Transport>>
}

/**
 * A wagmi `Config` whose one connector is walletport's eip155 connection: wagmi's hooks and
 * actions (useAccount, useBalance, useWriteContract, useSwitchChain…) work on the wallet the
 * visitor connected in walletport's modal, whichever way it connected. wagmi's own wallet
 * discovery is off (walletport's modal lists the wallets).
 * @example const config = createWagmiBridge({ walletport }) // <WagmiProvider config={config}>
 */
export function createWagmiBridge(options: WagmiBridgeOptions): Config<readonly [Chain, ...Chain[]]> {
  // An instance whose code is still loading: the networks it was given (it validates them on arrival).
  const { walletport, networks = walletport.loaded ? walletport.options.networks : (walletport.givenOptions?.networks ?? []), transports = {}, ...rest } = options
  const chains = networks.filter((network) => !('chainNamespace' in network) || network.chainNamespace === 'eip155').map(toChain)
  const [first, ...others] = chains
  if (!first) throw new Error('createWagmiBridge: no eip155 network to give wagmi')
  const config = createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains: [first, ...others],
    connectors: [walletportConnector(walletport)],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, transports[chain.id] ?? http(chain.rpcUrls.default.http[0])])),
  })
  // wagmi ignores a connector's connect event while it (re)connects: a connect made in the modal
  // during wagmi's reconnect would be lost when that reconnect ends empty. Both agree again then.
  const [connector] = config.connectors
  config.subscribe(
    (state) => state.status,
    (status) => {
      const connection = status === 'disconnected' && walletport.loaded ? eip155Of(walletport.getState()) : undefined
      if (connector && connection) connector.emitter.emit('connect', { accounts: connection.accounts, chainId: connection.chainId })
    },
  )
  return config
}

/** A walletport network as a viem chain (a viem chain as it is). */
function toChain(network: Network | Chain): Chain {
  if (!('chainNamespace' in network)) return network
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = network
  return {
    id: Number(id),
    name,
    nativeCurrency,
    rpcUrls: rpcUrls as Chain['rpcUrls'],
    ...(blockExplorers ? { blockExplorers: blockExplorers as Chain['blockExplorers'] } : {}),
    ...(testnet !== undefined ? { testnet } : {}),
  }
}
