import { formatFixedPoint } from '../format/formatFixedPoint.js'
import type { SwapQuoteState, SwapTokenOption } from './SwapState.js'

/** Units of a token as whole tokens, exact ('1.5' for 1500000n at 6 decimals). */
export function wholeTokens(units: bigint, decimals: number): string {
  return formatFixedPoint(units, decimals, decimals)
}

/**
 * The quote as the view shows it: what is received (and at least, with the slippage), the
 * rate, the price impact from the two USD prices (percent of the value paid that does not
 * come back; undefined without both prices) and the network fee in native units and USD.
 * @example readSwapQuote({ from, to, fromUnits: 10n ** 18n, toUnits: 2500_000000n, slippage: 1, fee: undefined }).rate // 2500
 */
export function readSwapQuote(parameters: {
  readonly from: SwapTokenOption
  readonly to: SwapTokenOption
  readonly fromUnits: bigint
  readonly toUnits: bigint
  readonly slippage: number
  readonly fee: SwapQuoteState['networkFee']
}): SwapQuoteState {
  const { from, to, fromUnits, toUnits, slippage } = parameters
  const fromAmount = Number(wholeTokens(fromUnits, from.decimals))
  const toAmount = wholeTokens(toUnits, to.decimals)
  const paid = from.price === undefined ? undefined : fromAmount * from.price
  const received = to.price === undefined ? undefined : Number(toAmount) * to.price
  // Basis points of the tolerance, so that 1 % of the units stays an exact bigint.
  const kept = 10_000n - BigInt(Math.round(slippage * 100))
  return {
    toAmount,
    minimumReceived: wholeTokens((toUnits * kept) / 10_000n, to.decimals),
    rate: fromAmount > 0 ? Number(toAmount) / fromAmount : 0,
    priceImpact: paid !== undefined && received !== undefined && paid > 0 ? Math.max(0, ((paid - received) / paid) * 100) : undefined,
    networkFee: parameters.fee,
    slippage,
  }
}

/**
 * Gas price × gas in the native token, with its USD value when the native price is known.
 * @example networkFeeOf({ gas: 21000n, gasPrice: 10n ** 9n, native }) // { value: 21000000000000n, decimals: 18, symbol: 'ETH', usd: 0.0525 }
 */
export function networkFeeOf(parameters: { readonly gas: bigint; readonly gasPrice: bigint; readonly native: { readonly decimals: number; readonly symbol: string; readonly price: number | undefined } }): NonNullable<SwapQuoteState['networkFee']> {
  const { gas, gasPrice, native } = parameters
  const value = gas * gasPrice
  return { value, decimals: native.decimals, symbol: native.symbol, usd: native.price === undefined ? undefined : Number(wholeTokens(value, native.decimals)) * native.price }
}
