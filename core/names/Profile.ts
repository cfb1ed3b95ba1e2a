/** A registered name profile, as the Blockchain API's `/v1/profile/*` calls answer it. */
export interface NameProfile {
  readonly name: string
  readonly registered_at: string
  readonly updated_at?: string
  readonly addresses: Readonly<Record<string, { readonly address: string; readonly created: string }>>
  readonly attributes: readonly { readonly avatar?: string; readonly bio?: string }[]
}

export interface Identity {
  readonly name: string | null
  readonly avatar: string | null
}
