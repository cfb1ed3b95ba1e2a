import type { SolanaWireTransaction } from './decodeSolanaTransaction.js'

/** sendTransaction's options an app may pass (the wire contract's three; nothing else is forwarded). */
export interface SolanaSendOptions {
  readonly skipPreflight?: boolean | undefined
  readonly preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  readonly maxRetries?: number | undefined
}

/** A Solana call the visitor is asked to approve, on `chainId` (the 'solana:…' id), as it will be performed. */
export type SolanaApprovalCall =
  | { readonly method: 'solana_signMessage'; readonly message: Uint8Array; readonly address: string; readonly chainId: string }
  | { readonly method: 'solana_signTransaction'; readonly transactions: readonly [SolanaWireTransaction]; readonly chainId: string }
  | { readonly method: 'solana_signAllTransactions'; readonly transactions: readonly SolanaWireTransaction[]; readonly chainId: string }
  | { readonly method: 'solana_signAndSendTransaction'; readonly transactions: readonly [SolanaWireTransaction]; readonly chainId: string; readonly options: SolanaSendOptions }
