import { getBase64Decoder } from '@solana/kit'
import type { SolanaTransferRequest } from '../../ports/ChainAdapter.js'
import { compileTransfer } from './buildTransferTransaction.js'
import { LAMPORTS_PER_SIGNATURE } from './checkSolTransfer.js'
import type { SolanaRpcClient } from './SolanaRpcClient.js'
import { InvalidMintError } from './solanaErrors.js'
import { TOKEN_PROGRAMS } from './tokenPrograms.js'

/**
 * The fee of a transfer in lamports: its message built as a send builds it (a fresh blockhash,
 * the mint's program for SPL) and priced by the node's getFeeForMessage; when the node cannot
 * price it (the blockhash expired meanwhile), LAMPORTS_PER_SIGNATURE per signature. Rent for a
 * receiver's new token account is not a fee and is not included.
 * @example const lamports = await estimateTransferFee({ from, to, lamports: 1n }, rpc) // 5000n
 */
export async function estimateTransferFee(request: SolanaTransferRequest, rpc: SolanaRpcClient): Promise<bigint> {
  const mint = 'mint' in request ? await rpc.getMint(request.mint) : undefined
  if ('mint' in request && (!mint || !TOKEN_PROGRAMS.includes(mint.programAddress))) throw new InvalidMintError({ mint: request.mint })
  const lifetime = await rpc.getLatestBlockhash()
  const transaction = await compileTransfer(request, { lifetime, version: 0, ...(mint ? { mint } : {}) })
  const fee = await rpc.getFeeForMessage(getBase64Decoder().decode(transaction.messageBytes))
  return fee ?? LAMPORTS_PER_SIGNATURE * BigInt(Object.keys(transaction.signatures).length)
}
