import type { Network } from './Network.js'

/**
 * Builds a Network with its CAIP-2 id derived from namespace and id.
 * @example defineNetwork({ id: 31337, chainNamespace: 'eip155', name: 'Anvil', … })
 */
export function defineNetwork(network: Omit<Network, 'caipNetworkId'>): Network {
  return { ...network, caipNetworkId: `${network.chainNamespace}:${network.id}` }
}
