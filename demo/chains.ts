/**
 * The demo's two local chains and the ports everything listens on. No DOM and no Node APIs:
 * `scripts/start.ts` (Node), `demo/vite.config.ts` (Node) and the page (browser) all read it.
 */

/** One local anvil chain of the demo. */
export interface DemoChain {
  readonly chainId: number
  readonly name: string
  /** Where the page, the Dev Wallet and any extension reach it (loopback only). */
  readonly rpcUrl: string
  /** The BatchExecutor `npm start` deployed there: the Dev Wallet batches atomically (EIP-7702) where it is set. */
  readonly batchExecutor?: `0x${string}`
  /**
   * What the Dev Wallet's `wallet_getAssets` knows there beyond the chain: the demo ERC-20s
   * `npm start` deployed (the reference server's), and the local prices and icons.
   */
  readonly assets?: {
    readonly tokens: readonly { readonly address: `0x${string}`; readonly price: number; readonly iconUrl: string }[]
    readonly nativePrice: number
    readonly nativeIconUrl: string
  }
}

/** The ports of `npm start`; 0 means "any free port". */
export interface DemoPorts {
  /** Anvil A (chain 31337). Default 8545. */
  readonly anvilA: number
  /** Anvil B (chain 31338). Default 8546. */
  readonly anvilB: number
  /** The demo site. Default 5173. */
  readonly demo: number
  /** The local WalletConnect relay. Default 8555. */
  readonly relay: number
  /** The local reference API (Blockchain API over the anvils). Default 8560. */
  readonly api: number
  /** The local Solana RPC (litesvm). Default 8899, the validator's. */
  readonly solana: number
  /** The embedded wallet's reference frame and backend (email login). Default 7400. */
  readonly frame: number
  /** The local OpenID Connect provider the social login signs in through. Default 7401. */
  readonly oidc: number
  /** The local Sign In With Farcaster relay (and its "Farcaster app" page). Default 7402. */
  readonly farcaster: number
}

/** The ports of `npm start` when no environment variable overrides them. */
export const DEFAULT_PORTS: DemoPorts = Object.freeze({ anvilA: 8545, anvilB: 8546, demo: 5173, relay: 8555, api: 8560, solana: 8899, frame: 7400, oidc: 7401, farcaster: 7402 })

/** The environment variables that override `DEFAULT_PORTS`, one per port. */
export const PORT_ENV = Object.freeze({
  anvilA: 'WALLETPORT_ANVIL_PORT_A',
  anvilB: 'WALLETPORT_ANVIL_PORT_B',
  demo: 'WALLETPORT_DEMO_PORT',
  relay: 'WALLETPORT_RELAY_PORT',
  api: 'WALLETPORT_API_PORT',
  solana: 'WALLETPORT_SOLANA_PORT',
  frame: 'WALLETPORT_FRAME_PORT',
  oidc: 'WALLETPORT_OIDC_PORT',
  farcaster: 'WALLETPORT_FARCASTER_PORT',
} as const satisfies Record<keyof DemoPorts, string>)

/**
 * The ports from environment variables (see `PORT_ENV`), defaults for those unset or empty.
 * Throws on a value that is not a port number, naming the variable.
 * @example portsFromEnv(process.env) // { anvilA: 8545, anvilB: 8546, demo: 5173, relay: 8555, api: 8560, solana: 8899, frame: 7400, oidc: 7401, farcaster: 7402 }
 */
export function portsFromEnv(env: Readonly<Record<string, string | undefined>>): DemoPorts {
  const read = (key: keyof DemoPorts): number => {
    const raw = env[PORT_ENV[key]]?.trim()
    if (!raw) return DEFAULT_PORTS[key]
    const port = Number(raw)
    if (!/^\d+$/.test(raw) || port > 65_535) throw new RangeError(`${PORT_ENV[key]}=${raw} is not a port number (0–65535)`)
    return port
  }
  return { anvilA: read('anvilA'), anvilB: read('anvilB'), demo: read('demo'), relay: read('relay'), api: read('api'), solana: read('solana'), frame: read('frame'), oidc: read('oidc'), farcaster: read('farcaster') }
}

/**
 * The two chains for the given anvil ports: A is chain 31337, B is chain 31338.
 * @example demoChains(8545, 8546)[0].rpcUrl // 'http://127.0.0.1:8545'
 */
export function demoChains(portA: number, portB: number): readonly [DemoChain, DemoChain] {
  return [
    { chainId: 31337, name: 'Anvil A', rpcUrl: `http://127.0.0.1:${portA}` },
    { chainId: 31338, name: 'Anvil B', rpcUrl: `http://127.0.0.1:${portB}` },
  ]
}
