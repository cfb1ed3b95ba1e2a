/** A token amount as the real RPC's jsonParsed answers write it. */
export interface UiTokenAmount {
  /** Base units, as a decimal string. */
  readonly amount: string
  readonly decimals: number
  /** The amount in whole tokens as a double (may round; read `uiAmountString`). */
  readonly uiAmount: number
  /** The amount in whole tokens, exact, without trailing zeros. */
  readonly uiAmountString: string
}

/**
 * `amount` base units of a token with `decimals` decimals, in the RPC's parsed form.
 * @example uiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
