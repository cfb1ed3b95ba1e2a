/** Onramp purchase currency (spec §3). */
export interface OnrampCurrency {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly networks: readonly {
    readonly name: string
    readonly display_name: string
    readonly chain_id: string
    readonly contract_address: string
  }[]
}

/** Onramp payment currency (spec §3). */
export interface PaymentCurrency {
  readonly id: string
  readonly payment_method_limits: readonly { readonly id: string; readonly min: string; readonly max: string }[]
}
