/**
 * A token balance row from the Blockchain API (`GET /v1/account/{address}/balance`);
 * `address` is absent for the native token.
 */
export interface Balance {
  readonly name: string
  readonly symbol: string
  /** CAIP-2 id. */
  readonly chainId: string
  /** CAIP-10 address; absent for the native token. */
  readonly address?: string
  readonly value?: number
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}
