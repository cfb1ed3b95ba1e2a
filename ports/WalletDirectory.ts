import type { Wallet } from '../core/connectors/Wallet.js'

export interface WalletListQuery {
  readonly page: number
  readonly entries: number
  readonly search?: string
  /** CAIP-2 ids. */
  readonly chains?: readonly string[]
  readonly include?: readonly string[]
  readonly exclude?: readonly string[]
  readonly rdns?: readonly string[]
  readonly names?: readonly string[]
  readonly badge?: string
  readonly signal?: AbortSignal
}

export interface WalletPage {
  readonly data: readonly Wallet[]
  readonly count: number
}

/** The wallet listing: paged, searchable, with images. */
export interface WalletDirectory {
  getWallets(query: WalletListQuery): Promise<WalletPage>
  /** A URL (object URL, data URL or remote URL) the UI can put in an `<img>`. */
  getWalletImageUrl(imageId: string, options?: { readonly signal?: AbortSignal }): Promise<string>
}
