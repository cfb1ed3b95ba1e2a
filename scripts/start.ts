// `npm start`: the offline demo. Two local anvil chains, a local Solana RPC, a production build
// of demo/ served on loopback, the URL printed; Ctrl-C stops everything. `npm run dev` serves
// the same page through vite's dev server instead (reload on save). `startDemo` is the same
// thing for tests.
import { mkdtemp, rm } from 'node:fs/promises'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { build, createServer as createViteServer } from 'vite'
import { DEFAULT_PORTS, PORT_ENV, demoChains, portsFromEnv, type DemoChain, type DemoPorts } from '../demo/chains.js'
import { DEV_SOLANA_WALLET_ADDRESS, DEMO_SPL_TOKEN, type DemoSolana } from '../demo/solanaDemo.js'
import { DEFAULT_OUT_DIR, demoViteConfig } from '../demo/vite.config.js'
import { startLocalRelay, type LocalRelay } from '../test-doubles/relay/index.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../tests/support/anvil.js'
import { deployBatchExecutor } from '../test-doubles/testWallet/batchExecutor/deployBatchExecutor.js'
import { closeServer, listenOnLoopback } from './demoServer/loopbackServer.js'
import { rethrowWithPortHint } from './demoServer/rethrowWithPortHint.js'
import { serveSiteFile } from './demoServer/strictCsp.js'
import { settleAll } from './demoServer/settleAll.js'
import { startDemoSolana } from './demoServer/startDemoSolana.js'
import { createStartingSite } from './demoServer/startingSite.js'
import { watchParent } from './demoServer/watchParent.js'
import { createSiwxEndpoint, siwxEndpointVitePlugin } from './siwxEndpoint.js'
import { startReferenceServer } from './referenceServer/startReferenceServer.js'
import { coinIcon, LOCAL_ETH_PRICE } from './referenceServer/localChain.js'
import { startFrameBackend } from '../embedded-wallet/server/index.js'
import { DEMO_TELEGRAM_BOT_TOKEN } from '../demo/telegramDemo.js'
import { deploySmartAccountFactory } from '../embedded-wallet/smartAccount/deploySmartAccountFactory.js'
import { SMART_ACCOUNT_FACTORY_ADDRESS } from '../embedded-wallet/smartAccount/smartAccountContracts.js'
import { oidcClientSecret, startOidcProvider } from '../embedded-wallet/oidc/startOidcProvider.js'
import { startFarcasterRelay } from '../embedded-wallet/farcaster/startFarcasterRelay.js'

/** Options of `startDemo`. */
export interface StartDemoOptions {
  /** Ports of the two anvils, the site, the WalletConnect relay, the reference API, the Solana RPC, the embedded wallet's frame and the OpenID Connect provider; 0 = any free port. Default `DEFAULT_PORTS` (8545, 8546, 5173, 8555, 8560, 8899, 7400, 7401). */
  readonly ports?: Partial<DemoPorts>
  /** Where the production build goes. Default: a fresh temporary folder, deleted by `stop()`. */
  readonly outDir?: string
  /** 'production' (default): build, then serve the files. 'dev': vite's dev server (reload on save). */
  readonly mode?: 'production' | 'dev'
  /** Progress lines (default: none). */
  readonly log?: (line: string) => void
  /** 'strict': every page with the strict Content-Security-Policy (scripts/demoServer/strictCsp.ts); else only a page asked for with `?csp=strict`. Production mode only. */
  readonly csp?: 'strict'
}

/** A running demo. */
export interface RunningDemo {
  /** The site, e.g. `http://127.0.0.1:5173/`; the WalletConnect demo wallet is at `${url}wallet/`. */
  readonly url: string
  /** The local WalletConnect relay the page's connector uses, e.g. `ws://127.0.0.1:8555`. */
  readonly relayUrl: string
  /** The local reference API (Blockchain API over the two anvils), e.g. `http://127.0.0.1:8560`. */
  readonly apiUrl: string
  /** The two chains as the page knows them, plus anvil's own URL behind each (`directUrl`). */
  readonly chains: readonly (DemoChain & { readonly directUrl: string })[]
  /** The local Solana RPC (litesvm) as the page knows it, e.g. `http://127.0.0.1:8899`, with its fixed genesis hash. */
  readonly solana: DemoSolana
  /** The embedded wallet's reference frame and backend (email login), e.g. `http://127.0.0.1:7400`; its outbox is at `${frameUrl}/outbox`. */
  readonly frameUrl: string
  /** The local OpenID Connect provider of the social login, e.g. `http://127.0.0.1:7401`. */
  readonly oidcUrl: string
  /** The local Sign In With Farcaster relay, e.g. `http://127.0.0.1:7402`; its "Farcaster app" page opens a channel URL. */
  readonly farcasterUrl: string
  /** Milliseconds from the call to ready, and of them the build. */
  readonly timings: { readonly readyMs: number; readonly buildMs: number }
  /** Stops the site, both anvils and the Solana RPC (no process is left) and deletes a temporary build; safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the offline demo: anvil A (chain 31337) and anvil B (chain 31338) on loopback, the
 * local Solana RPC with the Dev Solana Wallet funded, a production build of `demo/` with their
 * URLs baked in, served at `http://127.0.0.1:<port>/`.
 * Everything started is stopped again when a later step fails.
 * @example const demo = await startDemo({ ports: { anvilA: 0, anvilB: 0, demo: 0, relay: 0, api: 0, solana: 0, frame: 0, oidc: 0 } }); …; await demo.stop()
 */
export async function startDemo(options: StartDemoOptions = {}): Promise<RunningDemo> {
  const started = performance.now()
  const ports = { ...DEFAULT_PORTS, ...options.ports }
  const log = options.log ?? (() => undefined)
  const mode = options.mode ?? 'production'
  const cleanups: (() => Promise<void>)[] = []
  const stopAll = async (): Promise<void> => {
    const steps = cleanups.splice(0).reverse()
    for (const step of steps) await step().catch(() => undefined)
  }

  // The site's socket answers at once: a 503 "starting" page that reloads itself, then the files.
  const startingSite = createStartingSite()
  try {
    // 1. The chains, and (production) the site's socket: both fail fast on a port in use.
    const [anvilA, anvilB, site, relay, localSolana] = await settleAll(
      [
        startAnvil({ chainId: 31337, port: ports.anvilA }).catch((error: unknown) => rethrowWithPortHint(error, 'anvilA')),
        startAnvil({ chainId: 31338, port: ports.anvilB }).catch((error: unknown) => rethrowWithPortHint(error, 'anvilB')),
        mode === 'production' ? listenOnLoopback(ports.demo, startingSite.handle).catch((error: unknown) => rethrowWithPortHint(error, 'demo')) : Promise.resolve(undefined),
        startLocalRelay({ port: ports.relay }).catch((error: unknown) => rethrowWithPortHint(error, 'relay')),
        startDemoSolana({ port: ports.solana }).catch((error: unknown) => rethrowWithPortHint(error, 'solana')),
      ] as const,
      (value) => {
        if (!value) return
        if ('svm' in value) cleanups.push(() => value.close())
        else if ('stop' in value) cleanups.push(() => (value as AnvilInstance | LocalRelay).stop())
        else cleanups.push(() => closeServer(value as Server))
      },
    )
    if (site) log(`site      http://127.0.0.1:${(site.address() as AddressInfo).port}/  (a 503 "starting" page until ready)`)
    log(`relay     ${relay.url}  (WalletConnect)`)
    const solana: DemoSolana = { rpcUrl: localSolana.url, genesisHash: localSolana.genesisHash }
    log(`solana    ${solana.rpcUrl}  (litesvm; genesis ${solana.genesisHash})`)
    const [chainA, chainB] = demoChains(portOf(anvilA.rpcUrl), portOf(anvilB.rpcUrl))
    const chains = [
      { ...chainA, directUrl: anvilA.directUrl },
      { ...chainB, directUrl: anvilB.directUrl },
    ]
    log(`anvil A   ${chainA.rpcUrl}  chain ${chainA.chainId}`)
    log(`anvil B   ${chainB.rpcUrl}  chain ${chainB.chainId}`)

    // 1b. The reference API over both chains (it deploys the demo tokens and the demo AMM first).
    //     It reads the anvils directly, so the page's own JSON-RPC calls stay countable behind
    //     the proxies.
    const api = await startReferenceServer({
      chains: [
        { chainId: chainA.chainId, rpcUrl: anvilA.directUrl },
        { chainId: chainB.chainId, rpcUrl: anvilB.directUrl },
      ],
      port: ports.api,
    }).catch((error: unknown) => rethrowWithPortHint(error, 'api'))
    cleanups.push(() => api.stop())
    log(`api       ${api.url}  (balances, activity, names, swaps over both chains)`)

    // 1b'. The BatchExecutor the Dev Wallet delegates to (EIP-7702 atomic batching), after the
    //      tokens (CREATE2: its address moves no one's nonce-derived addresses). The page learns
    //      it and the demo tokens' addresses (the Dev Wallet's wallet_getAssets) with its chains.
    const deployerKey = ANVIL_ACCOUNTS[2]?.privateKey ?? '0x'
    const batchExecutor = await deployBatchExecutor({ rpcUrl: anvilA.directUrl, deployerKey })
    await deployBatchExecutor({ rpcUrl: anvilB.directUrl, deployerKey })
    const pageChains = [chainA, chainB].map((chain) => ({
      ...chain,
      batchExecutor,
      assets: {
        tokens: (api.tokens[chain.chainId] ?? []).map(({ address, price, symbol }) => ({ address, price, iconUrl: coinIcon(symbol) })),
        nativePrice: LOCAL_ETH_PRICE,
        nativeIconUrl: coinIcon('ETH'),
      },
    }))
    log(`executor  ${batchExecutor}  (EIP-7702 batch executor, both chains)`)
    // 1b''. The embedded wallet's smart-account factory (CREATE2 too, so nothing moves).
    for (const anvil of [anvilA, anvilB]) await deploySmartAccountFactory({ rpcUrl: anvil.directUrl, deployerKey })
    log(`accounts  ${SMART_ACCOUNT_FACTORY_ADDRESS}  (smart-account factory, both chains)`)

    // 1c. The embedded wallet's reference frame and backend (email login), on another origin
    //     than the site. Only the site may embed it; its page talks to the anvils and the local
    //     Solana RPC the page knows.
    const siteOrigin = site ? `http://127.0.0.1:${(site.address() as AddressInfo).port}` : `http://127.0.0.1:${ports.demo}`
    // The social login's OpenID Connect provider starts after the frame backend (its clients' redirect URI); the backend reads its issuer then.
    let oidcIssuer = ''
    // Sign In With Farcaster: the local relay (channels, and the "Farcaster app" page that signs with a demo custody key).
    const farcasterRelay = await startFarcasterRelay({ port: ports.farcaster, log }).catch((error: unknown) => rethrowWithPortHint(error, 'farcaster'))
    cleanups.push(() => farcasterRelay.stop())
    const frameBackend = await startFrameBackend({
      social: { issuer: () => oidcIssuer, clientSecret: oidcClientSecret },
      farcaster: { relayUrl: () => farcasterRelay.url },
      telegram: { botToken: DEMO_TELEGRAM_BOT_TOKEN },
      port: ports.frame,
      allowedOrigins: [siteOrigin, siteOrigin.replace('127.0.0.1', 'localhost')],
      connectSources: [...chains.map((chain) => chain.rpcUrl), solana.rpcUrl].map((url) => new URL(url).origin),
      smartAccountNetworks: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    }).catch((error: unknown) => rethrowWithPortHint(error, 'frame'))
    cleanups.push(() => frameBackend.stop())
    const frameUrl = frameBackend.url.replace(/\/$/, '')
    log(`frame     ${frameUrl}/frame  (embedded wallet; codes at ${frameUrl}/outbox)`)

    // 1d. The local OpenID Connect provider standing in for google, x, discord, apple, github and facebook (social login).
    const oidc = await startOidcProvider({ port: ports.oidc, redirectUris: [`${frameUrl}/social/callback`], returnOrigins: [siteOrigin, siteOrigin.replace('127.0.0.1', 'localhost')], log }).catch((error: unknown) => rethrowWithPortHint(error, 'oidc'))
    cleanups.push(() => oidc.stop())
    oidcIssuer = oidc.url
    log(`oidc      ${oidc.url}  (social login: one client per social name; any email-like id signs in)`)

    // 2a. Dev: vite's dev server.
    if (mode === 'dev') {
      const config = demoViteConfig({ chains: pageChains, port: ports.demo, mode: 'development', relayUrl: relay.url, apiUrl: api.url, solana, frameUrl: `${frameUrl}/frame` })
      // + the sign-in backend of `?siwx=required` (scripts/siwxEndpoint.ts), on the page's own origin.
      const vite = await createViteServer({ configFile: false, ...config, plugins: [...(config.plugins ?? []), siwxEndpointVitePlugin([chainA, chainB], solana)] })
      cleanups.push(() => vite.close())
      await vite.listen().catch((error: unknown) => rethrowWithPortHint(error, 'demo'))
      const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${ports.demo}/`
      return running({ url, relayUrl: relay.url, apiUrl: api.url, chains, solana, frameUrl, oidcUrl: oidc.url, farcasterUrl: farcasterRelay.url, timings: { readyMs: performance.now() - started, buildMs: 0 } }, stopAll)
    }

    // 2b. Production: build, then serve the files.
    const outDir = options.outDir ?? (await mkdtemp(join(tmpdir(), 'walletport-demo-')))
    if (!options.outDir) cleanups.unshift(() => rm(outDir, { recursive: true, force: true }))
    const buildStarted = performance.now()
    await build({ configFile: false, ...demoViteConfig({ chains: pageChains, outDir, relayUrl: relay.url, apiUrl: api.url, solana, frameUrl: `${frameUrl}/frame` }) })
    const buildMs = performance.now() - buildStarted
    log(`built     ${outDir} in ${(buildMs / 1000).toFixed(1)} s`)
    if (!site) throw new Error('demo: the site socket is missing')
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`
    // The sign-in backend of `?siwx=required` (scripts/siwxEndpoint.ts), then the built files.
    const siwxEndpoint = createSiwxEndpoint({ origin: url, chains: [chainA, chainB], solana })
    // ?csp=strict: the page with a strict policy listing only these local services (and a fresh nonce).
    const csp = { always: options.csp === 'strict', sources: { connect: [...chains.map((chain) => chain.rpcUrl), relay.url, api.url, solana.rpcUrl], frame: [frameUrl], img: [api.url] } }
    startingSite.ready((request: IncomingMessage, response: ServerResponse) => void (siwxEndpoint(request, response) || serveSiteFile(outDir, request, response, csp)))
    return running({ url, relayUrl: relay.url, apiUrl: api.url, chains, solana, frameUrl, oidcUrl: oidc.url, farcasterUrl: farcasterRelay.url, timings: { readyMs: performance.now() - started, buildMs } }, stopAll)
  } catch (error) {
    await stopAll()
    throw error
  }
}

function running(parts: Omit<RunningDemo, 'stop'>, stopAll: () => Promise<void>): RunningDemo {
  let stopping: Promise<void> | undefined
  return { ...parts, stop: () => (stopping ??= stopAll()) }
}

function portOf(url: string): number {
  return Number(new URL(url).port)
}

// ── The command line ──────────────────────────────────────────────────────────

async function main(argv: readonly string[]): Promise<void> {
  const mode = argv.includes('--dev') ? 'dev' : 'production'
  const csp = argv.includes('--csp') ? 'strict' : undefined
  console.log(`walletport demo (${mode === 'dev' ? 'vite dev server' : 'production build'})`)
  // The build is kept (DEFAULT_OUT_DIR) so a person can look at what is served.
  const starting = startDemo({ ports: portsFromEnv(process.env), mode, outDir: DEFAULT_OUT_DIR, log: (line) => console.log(`  ${line}`), ...(csp ? { csp } : {}) })
  let stopping = false
  const shutdown = (reason: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${reason}: stopping the demo, both chains and the Solana RPC…`)
    // A signal during start-up waits for it, then stops what started.
    void starting.then((demo) => demo.stop(), () => undefined).finally(() => process.exit(0))
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown)
  watchParent(() => shutdown('the parent process ended'))

  let demo: RunningDemo
  try {
    demo = await starting
  } catch (error) {
    console.error(`\nThe demo did not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  if (stopping) return
  console.log(`  ready in ${(demo.timings.readyMs / 1000).toFixed(1)} s`)
  console.log(`\n  ➜  ${demo.url}\n`)
  console.log(`  ➜  ${demo.url}?csp=strict  (the page under a strict Content-Security-Policy${csp ? ': every page here' : ''})\n`)
  console.log(`  ➜  ${demo.url}wallet/  (WalletConnect demo wallet: paste a pairing URI)\n`)
  console.log(`  ➜  ${demo.frameUrl}/outbox  (email login: the one-time codes the reference frame's backend "sent")\n`)
  console.log(`  ➜  ${demo.oidcUrl}  (social login: the local OpenID Connect provider; sign in with any email-like id)\n`)
  console.log(`  ➜  ${demo.farcasterUrl}  (Sign In With Farcaster: the local relay; scan or open the code to reach its "Farcaster app" page)\n`)
  console.log(`  ➜  ${demo.solana.rpcUrl}  (local Solana RPC: the Dev Solana Wallet ${DEV_SOLANA_WALLET_ADDRESS} holds 100 SOL and 1 000 000 ${DEMO_SPL_TOKEN.symbol})\n`)
  console.log('Open it in a browser and connect the Dev Wallet, or pick WalletConnect and pair the wallet page in a second tab. Ctrl-C stops everything.')
  console.log(`Other ports: ${PORT_ENV.demo}, ${PORT_ENV.anvilA}, ${PORT_ENV.anvilB}, ${PORT_ENV.relay}, ${PORT_ENV.api}, ${PORT_ENV.solana}, ${PORT_ENV.frame}, ${PORT_ENV.oidc}, ${PORT_ENV.farcaster} (0 = any free port).`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2))
