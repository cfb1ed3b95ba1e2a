import type { Network } from './Network.js'

/**
 * Builds a Network with its CAIP-2 id derived from namespace and id. Marked free of side
 * effects for bundlers that read the mark on a function (rollup, rolldown): a network defined
 * and never used is dropped. The presets also mark each call (esbuild reads only that one).
 * @example defineNetwork({ id: 31337, chainNamespace: 'eip155', name: 'Anvil', … })
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork(network: Omit<Network, 'caipNetworkId'>): Network {
  return { ...network, caipNetworkId: `${network.chainNamespace}:${network.id}` }
}
