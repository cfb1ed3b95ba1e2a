/** Onramp limits, providers and presets, for the onramp capability (not implemented yet). */

export const ONRAMP_LIMITS_USD = {
  card: { min: 10, max: 7_500 },
  bank: { min: 10, max: 25_000 },
} as const

/** Fallback limits used when the onramp options cannot be fetched, for USD and EUR. */
export const ONRAMP_FALLBACK_LIMITS = {
  USD: ONRAMP_LIMITS_USD,
  EUR: ONRAMP_LIMITS_USD,
} as const

/** Default purchase currency per CAIP-2 chain: USDC on Ethereum and Polygon, SOL on Solana. */
export const DEFAULT_PURCHASE_CURRENCY = {
  'eip155:1': 'USDC',
  'eip155:137': 'USDC',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'SOL',
} as const

export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
  { name: 'meld', label: 'Meld.io', feeRange: '1-2%' },
] as const

export const ONRAMP_PRESET_AMOUNTS = [100, 250, 500, 1000] as const
