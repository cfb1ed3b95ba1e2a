/** The default account type per namespace, for smart accounts (the `defaultAccountTypes` option is not supported yet). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const

const DECIMAL = /^(?:0|[1-9][0-9]*)$/
const HEX = /^0x[0-9a-fA-F]+$/
const EIP155_CAIP = /^eip155:(0|[1-9][0-9]*)$/

/**
 * Smart accounts are enabled when the active network's number is in
 * the enabled list. Both sides accept a chain number (1), a decimal string
 * ('1'), a 0x-hex string as wallets report it ('0x1') or an eip155 CAIP-2 id
 * ('eip155:1'); anything else (other namespaces — smart accounts are EVM-only —,
 * whitespace, leading zeros, fractions) never matches and bad list items are skipped.
 * @example isSmartAccountEnabled('eip155:137', [1, 137]) // true
 */
export function isSmartAccountEnabled(
  chainId: number | string | undefined,
  enabledNetworks: readonly (number | string)[] | undefined,
): boolean {
  const active = toChainNumber(chainId)
  if (active === undefined || !enabledNetworks) return false
  return enabledNetworks.some((entry) => toChainNumber(entry) === active)
}

function toChainNumber(value: unknown): bigint | undefined {
  // bigint so that ids beyond 2^53 (some L3s) compare exactly.
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value !== 'string') return undefined
  if (DECIMAL.test(value) || HEX.test(value)) return BigInt(value)
  const caip = EIP155_CAIP.exec(value)
  return caip?.[1] === undefined ? undefined : BigInt(caip[1])
}
