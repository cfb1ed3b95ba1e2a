/**
 * The demo's local Solana: the Dev Solana Wallet's key, the demo SPL token and where the local
 * RPC listens. No DOM and no Node APIs: `scripts/start.ts` (Node), `demo/vite.config.ts` (Node)
 * and the page (browser) all read it.
 *
 * The seeds below are PUBLIC development keys, printed in this repository: anyone can sign with
 * them. Never send real funds to these addresses, on any cluster.
 */
import { LOCAL_SOLANA_GENESIS_HASH } from '../test-doubles/localSolana/localSolanaGenesisHash.js'

export { LOCAL_SOLANA_GENESIS_HASH }

/** The Dev Solana Wallet's ed25519 seed (private key bytes): 32 × 0x02. Public, for the local chain only. */
export const DEV_SOLANA_WALLET_SEED: Uint8Array = new Uint8Array(32).fill(0x02)
/** The Dev Solana Wallet's address: the public key of DEV_SOLANA_WALLET_SEED. */
export const DEV_SOLANA_WALLET_ADDRESS = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'

/** The seed of the demo token's mint keypair (32 × 0x03), so the mint address is the same on every run. */
export const DEMO_SPL_MINT_SEED: Uint8Array = new Uint8Array(32).fill(0x03)

/** The demo SPL token (Token program) that `npm start` creates and gives the Dev Solana Wallet. */
export const DEMO_SPL_TOKEN = Object.freeze({
  /** The public key of DEMO_SPL_MINT_SEED. */
  mint: 'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse',
  name: 'Demo Token',
  symbol: 'DEMO',
  decimals: 6,
})

/** What `npm start` gives the Dev Solana Wallet: 100 SOL, and 1 000 000 DEMO (in base units). */
export const DEV_SOLANA_WALLET_FUNDS = Object.freeze({ lamports: 100n * 10n ** 9n, demoTokenUnits: 1_000_000n * 10n ** 6n })

/** The local Solana cluster as the page knows it. */
export interface DemoSolana {
  /** The local RPC (loopback only). */
  readonly rpcUrl: string
  /** What it answers to `getGenesisHash`: the cluster's CAIP-2 id is `solana:` + its first 32 characters. */
  readonly genesisHash: string
}

/**
 * The local Solana cluster for the given RPC port.
 * @example demoSolana(8899).rpcUrl // 'http://127.0.0.1:8899'
 */
export function demoSolana(port: number): DemoSolana {
  return { rpcUrl: `http://127.0.0.1:${port}`, genesisHash: LOCAL_SOLANA_GENESIS_HASH }
}

/** Set by the build (scripts/start.ts → demo/vite.config.ts): the local Solana RPC it started. */
declare const __WALLETPORT_DEMO_SOLANA__: DemoSolana | null | undefined

/**
 * The local Solana cluster the build baked in, or the default port's (8899) outside a build.
 * @example const { rpcUrl, genesisHash } = demoSolanaOfBuild()
 */
export function demoSolanaOfBuild(): DemoSolana {
  return typeof __WALLETPORT_DEMO_SOLANA__ === 'object' && __WALLETPORT_DEMO_SOLANA__ !== null ? __WALLETPORT_DEMO_SOLANA__ : demoSolana(8899)
}
