/** One transfer of a transaction from the history API (`GET /v1/account/{address}/history`). */
export interface TransactionTransfer {
  readonly fungible_info?: { readonly name?: string; readonly symbol?: string; readonly icon?: { readonly url: string } }
  readonly nft_info?: {
    readonly name?: string
    readonly content?: { readonly preview?: { readonly url: string }; readonly detail?: { readonly url: string } }
    readonly flags: { readonly is_spam: boolean }
  }
  readonly direction: 'in' | 'out' | 'self'
  readonly quantity: { readonly numeric: string }
  readonly value?: number
  readonly price?: number
}

/** One entry of the account's transaction history. */
export interface Transaction {
  readonly id: string
  readonly metadata: {
    readonly operationType: string
    readonly hash: string
    /** CAIP-2 id. */
    readonly chain: string
    /** ISO date. */
    readonly minedAt: string
    readonly sentFrom: string
    readonly sentTo: string
    readonly status: 'confirmed' | 'failed' | 'pending'
    readonly nonce: number
  }
  readonly transfers: readonly TransactionTransfer[] | null
}
