import { createClient, type Client } from 'viem'
import { createEvmTransport } from './createEvmTransport.js'
import type { EvmTransportPlan } from './planEvmTransport.js'

/**
 * ViemChainAdapter's viem half, a chunk of its own: the adapter discovers wallets and holds their
 * sessions without it, and loads it on the first call that needs it (a wallet's answer to parse
 * and checksum, a node to ask, a value to encode, an error to map). A page that only shows
 * the button never downloads viem.
 */
export { getAddress, hexToBigInt, isAddress, stringToHex } from 'viem'
export { waitForTransactionReceipt } from 'viem/actions'
export { ChainNotSupportedError } from '../../core/errors/notFoundErrors.js'
export { parseAccounts } from './parseAccounts.js'
export { switchEthereumChain } from './switchEthereumChain.js'
export { toEvmError } from './toEvmError.js'
export { toRpcTransaction } from './toRpcTransaction.js'
export { watchProvider } from './watchProvider.js'

/** A viem client on the node(s) a plan names, and the switch that ends its background ranking. */
export function createNetworkClient(plan: EvmTransportPlan): { readonly client: Client; readonly stop: () => void } {
  const { transport, stop } = createEvmTransport(plan)
  return { client: createClient({ transport }), stop }
}
