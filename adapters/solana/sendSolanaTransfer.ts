import { getBase58Decoder, getBase64EncodedWireTransaction, getTransactionDecoder, type Address, type Transaction } from '@solana/kit'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import type { Clock } from '../../ports/Clock.js'
import type { SolanaTransferRequest } from '../../ports/ChainAdapter.js'
import { buildTransferTransaction } from './buildTransferTransaction.js'
import { checkSolTransfer } from './checkSolTransfer.js'
import { confirmSignature } from './confirmSignature.js'
import type { MintInfo, SolanaRpcClient } from './SolanaRpcClient.js'
import { InvalidMintError, InvalidSolanaRpcResponseError } from './solanaErrors.js'
import type { StandardWalletClient } from './StandardWalletClient.js'
import { TOKEN_PROGRAMS } from './tokenPrograms.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'

/** What one transfer goes through: the network's RPC, whoever signs it, and the clock. */
export interface SolanaTransferParties {
  readonly rpc: SolanaRpcClient
  /** Signs and sends the wire transaction; resolves its base58 signature. */
  readonly signAndSend: (transaction: Uint8Array) => Promise<string>
  /** The transaction version the signer takes. */
  readonly version: 0 | 'legacy'
  readonly clock: Clock
  /** The rent-exempt minimum of a data-less account (asked once per network). */
  readonly rentExemptMinimum: () => Promise<bigint>
}

/**
 * Sends a SOL or SPL transfer: checks it against the chain first (balances and rent for SOL,
 * the mint for SPL), builds it on a fresh blockhash, has the signer sign and send it, and
 * waits for its confirmation. Resolves the base58 signature.
 * @example const signature = await sendSolanaTransfer({ from, to, lamports: 1_000_000n }, { rpc, clock, rentExemptMinimum, ...walletSigner(wallet, account, chain, rpc) })
 */
export async function sendSolanaTransfer(request: SolanaTransferRequest, parties: SolanaTransferParties): Promise<string> {
  const { rpc } = parties
  const mint = await checkTransfer(request, parties)
  const lifetime = await rpc.getLatestBlockhash()
  const transaction = await buildTransferTransaction(request, { lifetime, version: parties.version, ...(mint ? { mint } : {}) })
  const signature = await parties.signAndSend(transaction)
  await confirmSignature({ signature, clock: parties.clock, getSignatureStatus: (pending) => rpc.getSignatureStatus(pending) })
  return signature
}

/** Refuses what the chain would refuse, before the wallet is asked; an SPL transfer's mint is returned. */
async function checkTransfer(request: SolanaTransferRequest, parties: SolanaTransferParties): Promise<MintInfo | undefined> {
  if ('lamports' in request) {
    const [[senderLamports, recipientLamports], rentExemptMinimum] = await Promise.all([parties.rpc.getLamports([request.from, request.to]), parties.rentExemptMinimum()])
    checkSolTransfer({ lamports: request.lamports, senderLamports: senderLamports ?? 0n, recipientLamports, rentExemptMinimum, toSelf: request.from === request.to })
    return undefined
  }
  const mint = await parties.rpc.getMint(request.mint)
  if (!mint || !TOKEN_PROGRAMS.includes(mint.programAddress)) throw new InvalidMintError({ mint: request.mint })
  return mint
}

/**
 * How a Wallet Standard wallet signs a transfer: `signAndSendTransaction`, or `signTransaction`
 * and then the adapter sends it through `rpc`.
 * @example sendSolanaTransfer(request, { rpc, clock, rentExemptMinimum, ...walletSigner({ wallet, account, chain, rpc }) })
 */
export function walletSigner(parties: { readonly wallet: StandardWalletClient; readonly account: WalletAccount; readonly chain: IdentifierString; readonly rpc: SolanaRpcClient }): Pick<SolanaTransferParties, 'signAndSend' | 'version'> {
  return { signAndSend: (transaction) => signAndSend(transaction, parties), version: parties.wallet.takesVersionedTransactions() ? 0 : 'legacy' }
}

async function signAndSend(transaction: Uint8Array, parties: Parameters<typeof walletSigner>[0]): Promise<string> {
  const { wallet, account, chain } = parties
  if (wallet.has('solana:signAndSendTransaction')) {
    const signature = await wallet.signAndSendTransaction(account, transaction, chain).catch((error: unknown) => Promise.reject(toSolanaWalletError(error)))
    return getBase58Decoder().decode(signature)
  }
  const signed = await wallet.signTransaction(account, transaction, chain).catch((error: unknown) => Promise.reject(toSolanaWalletError(error)))
  const decoded = decodeSigned(signed, account.address)
  const signature = await parties.rpc.sendTransaction(getBase64EncodedWireTransaction(decoded.transaction))
  if (signature !== decoded.signature) throw new InvalidSolanaRpcResponseError({ method: 'sendTransaction' })
  return signature
}

/** The wallet's signed transaction, which must carry the fee payer's signature (the transaction's id). */
function decodeSigned(bytes: Uint8Array, feePayer: string): { readonly transaction: Transaction; readonly signature: string } {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes) as Transaction
  } catch (cause) {
    throw new InvalidWalletResponseError('malformed signed transaction', { cause: String(cause) })
  }
  const signature = transaction.signatures[feePayer as Address]
  if (!signature) throw new InvalidWalletResponseError('the signed transaction lacks the account’s signature')
  return { transaction, signature: getBase58Decoder().decode(signature) }
}
