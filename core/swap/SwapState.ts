import type { BaseError } from '../errors/BaseError.js'

/** A token the swap offers on the active network: the API's convert token, with the account's balance and its USD price. */
export interface SwapTokenOption {
  readonly symbol: string
  readonly name: string
  /** CAIP-10 (the API's id of the token; the native token is the 0xeeee… placeholder). */
  readonly address: string
  readonly decimals: number
  readonly logoUri: string
  readonly native: boolean
  /** What the account holds, in whole tokens ('0' when the balances do not list it). */
  readonly balance: string
  /** USD per token; undefined when no price is known. */
  readonly price: number | undefined
}

/** The quote of the current from/to/amount, read for display. */
export interface SwapQuoteState {
  /** What the account receives, in whole `to` tokens. */
  readonly toAmount: string
  /** The least it receives with the slippage tolerance, in whole `to` tokens. */
  readonly minimumReceived: string
  /** `to` tokens per `from` token. */
  readonly rate: number
  /** Percent of the USD value lost to the trade (from fungible prices); undefined without both prices. */
  readonly priceImpact: number | undefined
  /** Gas price × gas of the transaction to send first, in the native token's smallest unit; undefined until known. */
  readonly networkFee: { readonly value: bigint; readonly decimals: number; readonly symbol: string; readonly usd: number | undefined } | undefined
  /** The slippage tolerance sent with the swap, in percent. */
  readonly slippage: number
}

/**
 * 'unsupported': the active network has no swaps ('Network not supported for Swaps').
 * 'loading-quote' waits for the 500 ms pause in typing, then for the API.
 */
export type SwapStatus = 'loading' | 'unsupported' | 'idle' | 'loading-quote' | 'quoted' | 'approving' | 'swapping' | 'done' | 'error'

/**
 * One swap session: what the active network offers, the visitor's choice, its quote, whether
 * an approval must come first, and where the swap stands. Immutable; every change is a new object.
 */
export interface SwapState {
  readonly status: SwapStatus
  /** CAIP-2 id of the network the tokens were read for. */
  readonly caipNetworkId: string | undefined
  readonly tokens: readonly SwapTokenOption[]
  readonly from: SwapTokenOption | undefined
  readonly to: SwapTokenOption | undefined
  /** As typed. */
  readonly amount: string
  /** The amount is more than the `from` balance. */
  readonly insufficientBalance: boolean
  readonly quote: SwapQuoteState | undefined
  /** The `from` token's allowance for the swap, in its smallest unit (native: none needed). */
  readonly allowance: bigint | undefined
  /** The allowance is below the amount: an approval goes first. */
  readonly needsApproval: boolean
  /** The swap's transaction hash (or the bundle's id when sent as one `wallet_sendCalls`), once sent. */
  readonly hash: string | undefined
  /** Typed: SwapError ('Network not supported for Swaps', …), UserRejectedRequestError, InsufficientBalanceError, TransactionRevertedError. */
  readonly error: BaseError | undefined
}

/** Nothing read yet. */
export const INITIAL_SWAP_STATE: SwapState = {
  status: 'loading',
  caipNetworkId: undefined,
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  insufficientBalance: false,
  quote: undefined,
  allowance: undefined,
  needsApproval: false,
  hash: undefined,
  error: undefined,
}
