/**
 * Every business constant and limit of spec §9, in one module. Durations are
 * milliseconds. `constants.test.ts` pins each value.
 */

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000
export const RECENT_WALLETS_KEPT = 2

/** Swap slippage tolerance, in percent (REFERENCE.md). */
export const SWAP_SLIPPAGE_TOLERANCE = 1

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

export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Request timeout for connect email, device, otp, social and social redirect. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const SIGN_OUT_WAIT_MS = 3_000
export const FRAME_READY_DELAY_MS = 500
export const UNKNOWN_RPC_MESSAGE_DELAY_MS = 300

export const PAIRING_EXPIRY_MS = 4 * 60_000
/** A pairing counts as expired when less than this remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

export const RETRY_SPACING_MS = 1_000
export const DEBOUNCE_MS = 500
export const IMAGE_PRELOAD_RACE_MS = 2_000

export const BALANCE_DISPLAY_DECIMALS = 3
export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2

export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const FALLBACK_POLL_INTERVAL_MS = 4_000
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

export const HEARTBEAT_INTERVAL_MS = 5_000

export const DATA_FETCH_RETRY = { retries: 3, initialDelayMs: 1_000, factor: 2, maxDelayMs: 30_000 } as const

export const ERROR_REPORT_LIMIT = { count: 5, windowMs: 60_000 } as const

/** About 1 MB of log entries. */
export const LOG_BUFFER_BYTES = 1_024 * 1_024
export const DEFAULT_LOG_LEVEL = 'error'

export const WALLET_LISTING = { recommended: 4, perPage: 40, perSearch: 100 } as const

export const PENDING_TRANSACTIONS_LIMIT = 99

export const MODAL = {
  widthPx: 360,
  fontFamily: 'Inter',
  zIndex: 999,
  shakeMs: 500,
  messageSwapDelayMs: 150,
} as const

/** The Blockchain API serves about this many chains. */
export const WALLET_SERVICE_CHAIN_COUNT = 26

/** Swap networks: Ethereum, Arbitrum, Optimism, zkSync, Base, BNB, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora. */
export const SWAP_NETWORKS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const

export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const

export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

/** Chain ids the wallet-connect RPC serves. */
export const WALLET_CONNECT_RPC_CHAIN_IDS = [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114] as const

/** Native token address by namespace (default: eip155, chain 1). */
export const NATIVE_TOKEN_ADDRESS = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
} as const

/** Connector image ids / explorer ids exist for these wallets (spec §9). */
export const KNOWN_WALLET_NAMES = [
  'Coinbase',
  'Safe',
  'Ledger',
  'OKX',
  'MetaMask',
  'Trust',
  'Solflare',
  'Phantom',
  'Coin98',
  'Magic Eden',
  'Backpack',
  'Bitget',
  'Frontier',
  'Xverse',
  'Leather',
] as const

/** Relative-time thresholds (spec §9): the largest value still shown in the smaller unit. */
export const RELATIVE_TIME_THRESHOLDS = {
  seconds: 44,
  minute: 89,
  minutes: 44,
  hour: 89,
  hours: 21,
  day: 35,
  days: 25,
  month: 45,
  months: 10,
  year: 17,
} as const

export const SDK_TYPE = 'walletport'
/** Fallback sdk version, used when the build did not inject one. */
export const DEFAULT_SDK_VERSION = 'walletport-0.1.0'

export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org'
export const DEFAULT_DIRECTORY_API_URL = 'https://api.web3modal.org'
export const DEFAULT_PULSE_API_URL = 'https://pulse.walletconnect.org'
export const DEFAULT_SECURE_SITE_ORIGIN = 'https://secure.walletconnect.org'
