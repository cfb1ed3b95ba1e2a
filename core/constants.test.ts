import { describe, expect, it } from 'vitest'
import * as constants from './constants.js'

// Every export of constants.ts by value (spec §9, REFERENCE.md). A changed or added constant must change this table.
const EXPECTED: Readonly<Record<string, unknown>> = {
  EMAIL_LOGIN_COOLDOWN_MS: 30_000,
  PORTFOLIO_CACHE_MS: 30_000,
  NATIVE_BALANCE_CACHE_MS: 30_000,
  IDENTITY_CACHE_MS: 300_000,
  TOKEN_BALANCE_RETRY_BLOCK_MS: 30_000,
  RECENT_WALLETS_KEPT: 2,
  SWAP_SLIPPAGE_TOLERANCE: 1,
  ONRAMP_LIMITS_USD: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
  ONRAMP_FALLBACK_LIMITS: {
    USD: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
    EUR: { card: { min: 10, max: 7_500 }, bank: { min: 10, max: 25_000 } },
  },
  DEFAULT_PURCHASE_CURRENCY: {
    'eip155:1': 'USDC',
    'eip155:137': 'USDC',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'SOL',
  },
  ONRAMP_PROVIDERS: [
    { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
    { name: 'meld', label: 'Meld.io', feeRange: '1-2%' },
  ],
  ONRAMP_PRESET_AMOUNTS: [100, 250, 500, 1000],
  FRAME_LOAD_TIMEOUT_MS: 20_000,
  FRAME_REQUEST_TIMEOUT_MS: 30_000,
  SIGN_OUT_WAIT_MS: 3_000,
  FRAME_READY_DELAY_MS: 500,
  UNKNOWN_RPC_MESSAGE_DELAY_MS: 300,
  PAIRING_EXPIRY_MS: 240_000,
  PAIRING_EXPIRY_MARGIN_MS: 10_000,
  RETRY_SPACING_MS: 1_000,
  DEBOUNCE_MS: 500,
  IMAGE_PRELOAD_RACE_MS: 2_000,
  BALANCE_DISPLAY_DECIMALS: 3,
  TOKEN_BALANCE_DISPLAY_DECIMALS: 2,
  RPC_TIMEOUT_MS: 10_000,
  RPC_BATCH_SIZE: 1_000,
  FALLBACK_POLL_INTERVAL_MS: 4_000,
  FALLBACK_SAMPLE_COUNT: 10,
  FALLBACK_WEIGHTS: { stability: 0.7, latency: 0.3 },
  HEARTBEAT_INTERVAL_MS: 5_000,
  DATA_FETCH_RETRY: { retries: 3, initialDelayMs: 1_000, factor: 2, maxDelayMs: 30_000 },
  ERROR_REPORT_LIMIT: { count: 5, windowMs: 60_000 },
  LOG_BUFFER_BYTES: 1_048_576,
  DEFAULT_LOG_LEVEL: 'error',
  WALLET_LISTING: { recommended: 4, perPage: 40, perSearch: 100 },
  PENDING_TRANSACTIONS_LIMIT: 99,
  MODAL: { widthPx: 360, fontFamily: 'Inter', zIndex: 999, shakeMs: 500, messageSwapDelayMs: 150 },
  WALLET_SERVICE_CHAIN_COUNT: 26,
  SWAP_NETWORKS: [
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
  ],
  DEFAULT_ACCOUNT_TYPES: { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
  DEFAULT_CONNECTOR_ORDER: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
  DEFAULT_WALLET_FEATURES_ORDER: ['onramp', 'swaps', 'receive', 'send'],
  DEFAULT_SOCIALS: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  WALLET_CONNECT_RPC_CHAIN_IDS: [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114],
  NATIVE_TOKEN_ADDRESS: {
    eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    solana: 'So11111111111111111111111111111111111111111',
  },
  KNOWN_WALLET_NAMES: [
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
  ],
  RELATIVE_TIME_THRESHOLDS: {
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
  },
  SDK_TYPE: 'walletport',
  DEFAULT_SDK_VERSION: 'walletport-0.1.0',
  DEFAULT_BLOCKCHAIN_API_URL: 'https://rpc.walletconnect.org',
  DEFAULT_DIRECTORY_API_URL: 'https://api.web3modal.org',
  DEFAULT_PULSE_API_URL: 'https://pulse.walletconnect.org',
  DEFAULT_SECURE_SITE_ORIGIN: 'https://secure.walletconnect.org',
}

describe('constants', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(constants).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(Object.entries(EXPECTED))('%s', (name, value) => {
    expect((constants as Readonly<Record<string, unknown>>)[name]).toStrictEqual(value)
  })

  it('ONRAMP_FALLBACK_LIMITS: USD and EUR equal the USD card/bank limits', () => {
    expect(constants.ONRAMP_FALLBACK_LIMITS.USD).toStrictEqual(constants.ONRAMP_LIMITS_USD)
    expect(constants.ONRAMP_FALLBACK_LIMITS.EUR).toStrictEqual(constants.ONRAMP_LIMITS_USD)
  })

  it('NATIVE_TOKEN_ADDRESS.eip155 is 0x + 40 hex digits', () => {
    expect(constants.NATIVE_TOKEN_ADDRESS.eip155).toMatch(/^0x[0-9a-f]{40}$/)
  })

  it('SWAP_NETWORKS has the 12 swap chains of spec §9, no duplicates', () => {
    expect(new Set(constants.SWAP_NETWORKS).size).toBe(12)
  })

  it('DEFAULT_CONNECTOR_ORDER, DEFAULT_WALLET_FEATURES_ORDER and DEFAULT_SOCIALS have no duplicates', () => {
    for (const list of [
      constants.DEFAULT_CONNECTOR_ORDER,
      constants.DEFAULT_WALLET_FEATURES_ORDER,
      constants.DEFAULT_SOCIALS,
    ]) {
      expect(new Set(list).size).toBe(list.length)
    }
  })
})
