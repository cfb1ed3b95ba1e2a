/** A wallet directory entry, as the directory's `/getWallets` listing returns it. */
export interface Wallet {
  readonly id: string
  readonly name: string
  readonly rdns?: string | null
  readonly image_id?: string
  readonly image_url?: string
  readonly homepage?: string
  readonly chains?: readonly string[]
  readonly order?: number
  readonly badge_type?: string
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly app_store?: string | null
  readonly play_store?: string | null
  readonly chrome_store?: string | null
  readonly injected?: readonly { readonly namespace: string; readonly injected_id: string }[] | null
  readonly supports_wc?: boolean
}

/** A wallet recently used on this device; the list keeps the 2 most recent. */
export interface RecentWallet {
  readonly id: string
  readonly rdns?: string
}
