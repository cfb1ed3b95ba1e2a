/** The app's metadata, shown to wallets: name, description, URL, icons. */
export interface Metadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}
