import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_ACCOUNTS } from '../../tests/support/anvil.js'
import type { NameProfile } from '../../core/names/Profile.js'
import { InMemoryBlockchainApi } from '../../test-doubles/InMemoryBlockchainApi.js'
import { blockchainApiHandlers } from '../../test-doubles/msw/blockchainApiHandlers.js'
import { blockchainRoutes } from './blockchainRoutes.js'
import { convertRoutes } from './convertRoutes.js'
import { deployDemoSwap, type DemoSwap } from './deployDemoSwap.js'
import { deployDemoTokens, type DemoTokenInfo } from './deployDemoTokens.js'
import { directoryRoutes, type DirectoryRoutesOptions } from './directoryRoutes.js'
import { sendFailure } from './http.js'
import { LOCAL_ETH_PRICE, localChain, type LocalChain } from './localChain.js'
import { mswRoute } from './mswRoute.js'
import { onrampRoutes } from './onrampRoutes.js'
import type { Route } from './route.js'

/** The default port of the reference API (`npm start`); WALLETPORT_API_PORT moves it. */
export const REFERENCE_API_PORT = 8560
export const REFERENCE_API_PORT_ENV = 'WALLETPORT_API_PORT'

/** The local names of anvil's first two accounts (identity and registered `.reown.id` names). */
export const LOCAL_NAMES: Readonly<Record<string, string>> = {
  [ANVIL_ACCOUNTS[0]?.address ?? '']: 'alice.reown.id',
  [ANVIL_ACCOUNTS[1]?.address ?? '']: 'bob.reown.id',
}

export interface ReferenceServerOptions {
  readonly chains: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  /** Default REFERENCE_API_PORT; 0 = any free port. */
  readonly port?: number
  /** Deploy the demo ERC-20s and the demo AMM (DemoSwap.sol) on each chain first (default true). */
  readonly deployTokens?: boolean
  /** Transactions per history page (default 10). */
  readonly pageSize?: number
  /** More routes tried before the Blockchain API (e.g. the wallet directory's). */
  readonly routes?: readonly Route[]
  /** The wallet directory and project config it serves (default: a dozen real wallets, local images). */
  readonly directory?: DirectoryRoutesOptions
}

export interface RunningReferenceServer {
  /** e.g. `http://127.0.0.1:8560` (no trailing slash). */
  readonly url: string
  readonly tokens: Readonly<Record<number, readonly DemoTokenInfo[]>>
  /** The demo AMM by chain id (router, WETH, a token/WETH pool per demo token); none without deployTokens. */
  readonly swap: Readonly<Record<number, DemoSwap>>
  readonly stop: () => Promise<void>
}

const INTERNAL_BASE = 'http://reference.local'

/**
 * The local reference server of the provider's APIs over the local anvil chains: balances,
 * history, identity and supported chains read from the chains (blockchainRoutes), swaps quoted
 * and built against the demo AMM (convertRoutes), the local onramp (onrampRoutes), the other
 * Blockchain API paths answered by the msw fakes over in-memory data seeded with the local
 * names and tokens, CORS for the demo page, loopback only.
 * @example const api = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl }], port: 0 })
 */
export async function startReferenceServer(options: ReferenceServerOptions): Promise<RunningReferenceServer> {
  // The third account deploys: the Dev Wallet signs with the first two, whose ETH stays a round 10 000.
  const deployer = ANVIL_ACCOUNTS[2]
  if (!deployer) throw new Error('reference server: no anvil account to deploy from')
  const tokens: Record<number, readonly DemoTokenInfo[]> = {}
  const swap: Record<number, DemoSwap> = {}
  for (const chain of options.chains) {
    if (options.deployTokens === false) {
      tokens[chain.chainId] = []
      continue
    }
    const deployed = await deployDemoTokens({ ...chain, deployerKey: deployer.privateKey, holders: ANVIL_ACCOUNTS.map((account) => account.address) })
    tokens[chain.chainId] = deployed
    swap[chain.chainId] = await deployDemoSwap({ ...chain, deployerKey: deployer.privateKey, tokens: deployed, ethPrice: LOCAL_ETH_PRICE })
  }
  // The deployer holds the demo USDC: it is the local onramp's treasury.
  const chains: LocalChain[] = options.chains.map((chain) => {
    const router = swap[chain.chainId]?.router
    return localChain({ ...chain, tokens: tokens[chain.chainId] ?? [], onrampTreasury: deployer.address, ...(router ? { swapRouter: router } : {}) })
  })
  let url = ''
  const rest = new InMemoryBlockchainApi({
    supportedChains: { http: chains.map((chain) => chain.caipNetworkId), ws: [] },
    profiles: Object.entries(LOCAL_NAMES).map(([address, name]) => localProfile(name, address)),
  })
  const routes: Route[] = [
    ...(options.routes ?? []),
    directoryRoutes(options.directory),
    blockchainRoutes({ chains, names: LOCAL_NAMES, ...(options.pageSize ? { pageSize: options.pageSize } : {}) }),
    onrampRoutes({ chains, treasuryKey: deployer.privateKey, publicUrl: () => url }),
    convertRoutes({ chains, swaps: swap, ethPrice: LOCAL_ETH_PRICE }),
    mswRoute(blockchainApiHandlers({ baseUrl: INTERNAL_BASE, api: rest }), INTERNAL_BASE),
  ]
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }).end()
      return
    }
    const url = new URL(request.url ?? '/', INTERNAL_BASE)
    void (async () => {
      for (const route of routes) if (await route(request, response, url)) return
      sendFailure(response, 404, `no route for ${request.method ?? 'GET'} ${url.pathname}`)
    })().catch((error: unknown) => {
      if (!response.headersSent) sendFailure(response, 500, error instanceof Error ? error.message : 'internal error')
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? REFERENCE_API_PORT, '127.0.0.1', () => resolve())
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let stopping: Promise<void> | undefined
  return { url, tokens, swap, stop: () => (stopping ??= close(server)) }
}

function localProfile(name: string, address: string): NameProfile {
  const at = '2026-01-01T00:00:00.000Z'
  return { name, registered_at: at, addresses: { '60': { address, created: at } }, attributes: [] }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
