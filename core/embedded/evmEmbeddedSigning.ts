import { UnauthorizedProviderError } from '../errors/walletErrors.js'
import type { EvmTransactionRequest } from '../../ports/ChainAdapter.js'
import { ChainNotSupportedError } from '../errors/notFoundErrors.js'
import { isSolanaTransfer } from '../transactions/transactionForm.js'
import type { EmbeddedSigning } from './EmbeddedSigning.js'
import type { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'

const SIGNATURE = /^0x(?:[0-9a-f]{2})+$/i
const TRANSACTION_HASH = /^0x[0-9a-f]{64}$/i

/**
 * The embedded wallet's eip155 signing: `personal_sign` of the message's hex, and
 * `eth_sendTransaction` of the request in JSON-RPC form; the frame's answers are checked.
 * @example await evmEmbeddedSigning(rpc).signMessage({ address, message: 'hello', network })
 */
export function evmEmbeddedSigning(rpc: Pick<EmbeddedWalletRpc, 'request'>): EmbeddedSigning {
  return {
    async signMessage({ address, message, network }) {
      const signature = await rpc.request({ method: 'personal_sign', params: [utf8ToHex(message), address], network })
      if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new UnauthorizedProviderError({ details: { reason: 'malformed signature' } })
      return signature
    },
    async sendTransaction({ network, transaction }) {
      if (isSolanaTransfer(transaction)) throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
      const hash = await rpc.request({ method: 'eth_sendTransaction', params: [toRpcTransaction(transaction)], network })
      if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new UnauthorizedProviderError({ details: { reason: 'malformed transaction hash' } })
      return hash
    },
    request: ({ network, method, params }) => rpc.request({ method, params, network }),
  }
}

function utf8ToHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function toRpcTransaction(transaction: EvmTransactionRequest): Record<string, string> {
  return {
    from: transaction.from,
    to: transaction.to,
    ...(transaction.value !== undefined ? { value: `0x${transaction.value.toString(16)}` } : {}),
    ...(transaction.data !== undefined ? { data: transaction.data } : {}),
    ...(transaction.gas !== undefined ? { gas: `0x${transaction.gas.toString(16)}` } : {}),
  }
}
