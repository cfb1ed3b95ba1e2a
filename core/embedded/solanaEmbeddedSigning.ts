import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { ChainNotSupportedError } from '../errors/notFoundErrors.js'
import { solanaTransferOf } from '../transactions/transactionForm.js'
import type { EmbeddedSigning } from './EmbeddedSigning.js'
import type { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'
import { readFrameReply } from './frameReplies.js'

/** An ed25519 signature in base58: 64 bytes are 87 or 88 characters (fewer with leading zero bytes). */
const signatureReply = z.object({
  signature: z.string().check(
    z.maxLength(88),
    z.refine((text) => decodedLength(text) === 64, 'expected a base58 64-byte signature'),
  ),
})

/**
 * The embedded wallet's solana signing. A message goes as `solana_signMessage` (its bytes in
 * base58, with the signing address); a transfer is checked and built by the app's solana
 * adapter (`sendWithSigner`), and the frame signs and sends the wire transaction
 * (`solana_signAndSendTransaction`, base64). Signatures come back in base58.
 * @example await solanaEmbeddedSigning({ rpc, base: solanaAdapter }).sendTransaction({ network, transaction: { from, to, lamports: 1n } })
 */
export function solanaEmbeddedSigning(parts: { readonly rpc: Pick<EmbeddedWalletRpc, 'request'>; readonly base: ChainAdapter }): EmbeddedSigning {
  const { rpc, base } = parts
  return {
    async signMessage({ address, message, network }) {
      const reply = await rpc.request({ method: 'solana_signMessage', params: [{ message: base58.encode(new TextEncoder().encode(message)), pubkey: address }], network })
      return readFrameReply('RPC_REQUEST', signatureReply, reply).signature
    },
    async sendTransaction({ network, transaction }) {
      const transfer = solanaTransferOf(transaction)
      if (!base.sendWithSigner) throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId })
      return base.sendWithSigner({
        network,
        transaction: transfer,
        signer: {
          address: transfer.from,
          signAndSendTransaction: async (signed) => {
            const reply = await rpc.request({ method: 'solana_signAndSendTransaction', params: [{ transaction: base64.encode(signed.transaction) }], network: signed.network })
            return readFrameReply('RPC_REQUEST', signatureReply, reply).signature
          },
        },
      })
    },
  }
}

function decodedLength(text: string): number {
  try {
    return base58.decode(text).length
  } catch {
    return -1
  }
}
