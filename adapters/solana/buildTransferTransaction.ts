import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type Transaction,
} from '@solana/kit'
import type { SolanaTransferRequest } from '../../ports/ChainAdapter.js'
import type { MintInfo } from './SolanaRpcClient.js'

/** What a transfer needs from the chain: a recent blockhash and, for an SPL transfer, its mint. */
export interface TransferContext {
  readonly lifetime: { readonly blockhash: string; readonly lastValidBlockHeight: bigint }
  readonly mint?: MintInfo
  /** The transaction version the wallet takes (0 when it lists it, else legacy). */
  readonly version: 0 | 'legacy'
}

/**
 * The unsigned wire transaction of a transfer, the sender paying the fee: SOL through the System
 * program's transfer; an SPL amount through the receiver's associated token account (created
 * idempotently, the sender paying its rent) and `transferChecked` with the mint's decimals,
 * on the mint's own token program (Token or Token-2022).
 * @example const bytes = await buildTransferTransaction({ from, to, lamports: 1_000_000n }, { lifetime, version: 0 })
 */
export async function buildTransferTransaction(request: SolanaTransferRequest, context: TransferContext): Promise<Uint8Array> {
  return Uint8Array.from(getTransactionEncoder().encode(await compileTransfer(request, context)))
}

/**
 * The compiled, unsigned transfer (its `messageBytes` are what getFeeForMessage prices).
 * @example const { messageBytes } = await compileTransfer({ from, to, lamports: 1n }, { lifetime, version: 0 })
 */
export async function compileTransfer(request: SolanaTransferRequest, context: TransferContext): Promise<Transaction> {
  const sender = createNoopSigner(request.from as Address)
  const instructions = await transferInstructions(request, sender, context.mint)
  const message = pipe(
    createTransactionMessage({ version: context.version }),
    (draft) => setTransactionMessageFeePayer(sender.address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: context.lifetime.blockhash as Blockhash, lastValidBlockHeight: context.lifetime.lastValidBlockHeight }, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return compileTransaction(message)
}

async function transferInstructions(request: SolanaTransferRequest, sender: ReturnType<typeof createNoopSigner>, mintInfo: MintInfo | undefined): Promise<readonly Instruction[]> {
  const to = request.to as Address
  if ('lamports' in request) return [getTransferSolInstruction({ source: sender, destination: to, amount: request.lamports })]
  if (!mintInfo) throw new TypeError('buildTransferTransaction: an SPL transfer needs its mint')
  const mint = request.mint as Address
  const tokenProgram = mintInfo.programAddress as Address
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: sender.address, tokenProgram, mint }),
    findAssociatedTokenPda({ owner: to, tokenProgram, mint }),
  ])
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: to, mint, tokenProgram }),
    getTransferCheckedInstruction({ source, mint, destination, authority: sender, amount: request.amount, decimals: mintInfo.decimals }, { programAddress: tokenProgram }),
  ]
}
