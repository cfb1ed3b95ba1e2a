/** Dapp metadata (spec §3). */
export interface Metadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}
