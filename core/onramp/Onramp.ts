/** A currency the onramp can buy, with the networks it is offered on. */
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

/** A currency the visitor can pay the onramp with, with min/max per payment method. */
export interface PaymentCurrency {
  readonly id: string
  readonly payment_method_limits: readonly { readonly id: string; readonly min: string; readonly max: string }[]
}
