import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { DEV_SOLANA_WALLET_ADDRESS, LOCAL_SOLANA_GENESIS_HASH } from '../demo/solanaDemo.js'
import { startDemo } from '../scripts/start.js'

// `npm start` as the e2e tests will use it: both anvils, a production build, the static server.
describe('startDemo (npm start)', () => {
  it('behavior: serves the built page and its main chunk on loopback, answers on both chains, and stop() leaves nothing behind', async () => {
    const demo = await startDemo({ ports: { anvilA: 0, anvilB: 0, demo: 0, relay: 0, api: 0, solana: 0, frame: 0, oidc: 0, farcaster: 0 } })
    let stopped = false
    try {
      expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(demo.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])

      const page = await fetch(demo.url)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const html = await page.text()
      expect(html).toContain('<title>walletport demo</title>')
      const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"><\/script>/.exec(html)?.[1]
      expect(script).toBeDefined()

      const chunk = await fetch(new URL(script ?? '', demo.url), { headers: { 'accept-encoding': 'gzip' } })
      expect(chunk.status).toBe(200)
      expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(chunk.headers.get('cache-control')).toContain('immutable')
      const code = await chunk.text()
      // The anvil URLs and the Solana RPC this run started are baked in, and the Dev Wallet announces
      // itself (its identity is in a chunk the page shares with the demo chunk loaded after paint).
      for (const chain of demo.chains) expect(code).toContain(chain.rpcUrl)
      const staticImports = [...code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)].map((match) => match[1] ?? '')
      const firstChunks = [code, ...(await Promise.all(staticImports.map(async (file) => (await fetch(new URL(`assets/${file}`, demo.url))).text())))]
      expect(firstChunks.some((chunk) => chunk.includes('dev.walletport.devwallet'))).toBe(true)
      expect(firstChunks.some((chunk) => chunk.includes(demo.solana.rpcUrl))).toBe(true)
      expect(code).toMatch(/\.\/startDemo-[\w-]+\.js/)
      // Neither walletport/solana, kit, the Solana programs nor the Wallet Standard registry load before
      // the demo chunk: the first paint pays nothing for Solana.
      for (const marker of ['standard:connect', 'solana:signAndSendTransaction', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'wallet-standard:register-wallet']) {
        expect(firstChunks.filter((chunk) => chunk.includes(marker))).toEqual([])
      }
      // Nor wagmi: only the ?wagmi page loads its chunk (demo/wagmi).
      expect(firstChunks.filter((chunk) => chunk.includes('ChainNotConfiguredError'))).toEqual([])
      const wagmiChunk = /\.\/(WagmiDemo-[\w-]+\.js)/.exec(code)?.[1]
      expect(await (await fetch(new URL(`assets/${wagmiChunk}`, demo.url))).text()).toContain('ChainNotConfiguredError')

      // The WalletConnect side: the local relay, and the demo wallet page at /wallet/.
      expect(demo.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
      expect(code).toContain(demo.relayUrl)
      const bare = await fetch(new URL('/wallet', demo.url), { redirect: 'manual' })
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/wallet/'])
      expect(await (await fetch(new URL('/wallet/', demo.url))).text()).toContain('<title>Demo wallet (WalletConnect)</title>')

      expect((await fetch(new URL('/nope.js', demo.url))).status).toBe(404)
      expect((await fetch(new URL('/%2e%2e/package.json', demo.url))).status).toBe(404)

      for (const chain of demo.chains) {
        const answer = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
        expect(await answer.json()).toMatchObject({ result: `0x${chain.chainId.toString(16)}` })
      }

      // The reference API over both chains, baked into the page too.
      expect(code).toContain(demo.apiUrl)
      const supported = await fetch(`${demo.apiUrl}/v1/supported-chains?projectId=&st=walletport&sv=test`)
      expect(await supported.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
      // The demo AMM on both chains: ETH and the three pooled tokens to swap between.
      for (const chain of demo.chains) {
        const swapTokens = await fetch(`${demo.apiUrl}/v1/convert/tokens?chainId=eip155:${chain.chainId}&projectId=&st=walletport&sv=test`)
        expect(((await swapTokens.json()) as { tokens: { symbol: string }[] }).tokens.map((token) => token.symbol)).toEqual(['ETH', 'DUSD', 'DGLD', 'USDC'])
      }

      // The local Solana RPC on its own port, the Dev Solana Wallet funded (startDemoSolana's test has the details).
      expect(demo.solana).toEqual({ rpcUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as unknown, genesisHash: LOCAL_SOLANA_GENESIS_HASH })
      const solanaCall = (method: string, params: unknown[] = []) =>
        fetch(demo.solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then((answer) => answer.json())
      expect(await solanaCall('getGenesisHash')).toMatchObject({ result: LOCAL_SOLANA_GENESIS_HASH })
      expect(await solanaCall('getBalance', [DEV_SOLANA_WALLET_ADDRESS])).toMatchObject({ result: { value: 100_000_000_000 } })

      await Promise.all([demo.stop(), demo.stop()])
      stopped = true
      await expect(fetch(demo.solana.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
      await expect(fetch(demo.url)).rejects.toThrow()
      await expect(fetch(`${demo.apiUrl}/v1/supported-chains`)).rejects.toThrow()
      for (const chain of demo.chains) {
        await expect(fetch(chain.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
        // Anvil itself, behind the proxy, is gone too.
        await expect(fetch(chain.directUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
      }
    } finally {
      if (!stopped) await demo.stop()
    }
  }, 60_000) // a production build of the demo plus two anvils with the demo contracts deployed: seconds alone, much longer on a busy 2-core runner

  it('behavior: a port in use fails fast (before building) and names the variable to set', async () => {
    const taken = await occupyPort()
    const port = (taken.address() as AddressInfo).port
    try {
      await expect(startDemo({ ports: { anvilA: port, anvilB: 0, demo: 0, relay: 0, api: 0, solana: 0, frame: 0, oidc: 0, farcaster: 0 } })).rejects.toThrow(
        `anvil proxy: port ${port} on 127.0.0.1 is already in use. Set WALLETPORT_ANVIL_PORT_A to use another port (0 = any free port).`,
      )
      await expect(startDemo({ ports: { anvilA: 0, anvilB: 0, demo: port, relay: 0, api: 0, solana: 0, frame: 0, oidc: 0, farcaster: 0 } })).rejects.toThrow(
        `demo: port ${port} on 127.0.0.1 is already in use. Set WALLETPORT_DEMO_PORT to use another port (0 = any free port).`,
      )
      await expect(startDemo({ ports: { anvilA: 0, anvilB: 0, demo: 0, relay: 0, api: 0, solana: port, frame: 0, oidc: 0, farcaster: 0 } })).rejects.toThrow(
        `local Solana RPC: port ${port} on 127.0.0.1 is already in use. Set WALLETPORT_SOLANA_PORT to use another port (0 = any free port).`,
      )
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})

function occupyPort(): Promise<Server> {
  const server = createServer()
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('portsFromEnv', () => {
  it('defaults, overrides and bad values', async () => {
    const { portsFromEnv } = await import('../demo/chains.js')
    expect(portsFromEnv({})).toEqual({ anvilA: 8545, anvilB: 8546, demo: 5173, relay: 8555, api: 8560, solana: 8899, frame: 7400, oidc: 7401, farcaster: 7402 })
    expect(
      portsFromEnv({ WALLETPORT_ANVIL_PORT_A: '9545', WALLETPORT_ANVIL_PORT_B: ' ', WALLETPORT_DEMO_PORT: '0', WALLETPORT_RELAY_PORT: '9555', WALLETPORT_API_PORT: '9560', WALLETPORT_SOLANA_PORT: '9899', WALLETPORT_FRAME_PORT: '9400', WALLETPORT_OIDC_PORT: '9401', WALLETPORT_FARCASTER_PORT: '9402' }),
    ).toEqual({ anvilA: 9545, anvilB: 8546, demo: 0, relay: 9555, api: 9560, solana: 9899, frame: 9400, oidc: 9401, farcaster: 9402 })
    expect(() => portsFromEnv({ WALLETPORT_SOLANA_PORT: '-1' })).toThrow('WALLETPORT_SOLANA_PORT=-1 is not a port number (0–65535)')
    expect(() => portsFromEnv({ WALLETPORT_DEMO_PORT: 'http' })).toThrow('WALLETPORT_DEMO_PORT=http is not a port number (0–65535)')
    expect(() => portsFromEnv({ WALLETPORT_ANVIL_PORT_B: '70000' })).toThrow(RangeError)
  })
})

describe('Dev Wallet parts (demo/devWallet)', () => {
  const context = { origin: 'http://127.0.0.1:5173', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337, chainName: (id: number) => `Chain ${id}` }
  const value = (rows: readonly { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value

  it('describeRequest: what the popup shows — the site, the message text, the transaction’s recipient and amount', async () => {
    const { describeRequest } = await import('../demo/devWallet/describeRequest.js')
    const sign = describeRequest({ method: 'personal_sign', params: ['0x48656c6c6f0a776f726c64', context.address] }, context)
    expect(sign.title).toBe('Signature request')
    expect(value(sign.rows, 'Site')).toBe('http://127.0.0.1:5173')
    expect(value(sign.rows, 'Message')).toBe('Hello\nworld')
    // Bytes that are not text stay hex.
    expect(value(describeRequest({ method: 'personal_sign', params: ['0xff00fe', context.address] }, context).rows, 'Message')).toBe('0xff00fe')

    const send = describeRequest({ method: 'eth_sendTransaction', params: [{ from: context.address, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x38d7ea4c68000' }] }, context)
    expect(value(send.rows, 'To')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(value(send.rows, 'Amount')).toBe('0.001 ETH')
    expect(value(send.rows, 'Network')).toBe('Chain 31337')

    const typed = JSON.stringify({ domain: { name: 'Mail' }, primaryType: 'Note', types: { Note: [] }, message: { text: 'hi' } })
    const typedSummary = describeRequest({ method: 'eth_signTypedData_v4', params: [context.address, typed] }, context)
    expect([value(typedSummary.rows, 'Domain'), value(typedSummary.rows, 'Type')]).toEqual(['Mail', 'Note'])
    expect(value(describeRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, context).rows, 'To')).toBe('Chain 31338')
    expect(describeRequest({ method: 'eth_requestAccounts' }, context).title).toBe('Connect to this site?')
  })

  it('Approvals: questions wait in order; the first answer counts', async () => {
    const { Approvals } = await import('../demo/devWallet/Approvals.js')
    const approvals = new Approvals()
    let changes = 0
    approvals.subscribe(() => void (changes += 1))
    const first = approvals.ask({ method: 'personal_sign' })
    const second = approvals.ask({ method: 'eth_sendTransaction' })
    expect(approvals.current()?.request.method).toBe('personal_sign')
    const pending = approvals.current()
    pending?.answer(true)
    pending?.answer(false)
    expect(await first).toBe(true)
    expect(approvals.current()?.request.method).toBe('eth_sendTransaction')
    approvals.current()?.answer(false)
    expect(await second).toBe(false)
    expect(approvals.current()).toBeUndefined()
    expect(changes).toBe(4)
  })

  it('createDevWallet: announced through EIP-6963, remembers the site and the chain, survives garbage in storage', async () => {
    const { createDevWallet } = await import('../demo/devWallet/createDevWallet.js')
    const chains = [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
    ]
    const stored = new Map<string, string>([['walletport-demo:dev-wallet', '{garbage']])
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, item: string) => void stored.set(key, item) }
    const target = new EventTarget()
    const announced: string[] = []
    target.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns))

    const first = createDevWallet(chains, { window: target as unknown as Window, storage })
    expect(announced).toEqual(['dev.walletport.devwallet'])
    expect(first.wallet.isAuthorized).toBe(false)
    // The person approves in the popup once the question is up.
    const approved = async (request: Promise<unknown>) => {
      await vi.waitFor(() => expect(first.approvals.current()).toBeDefined())
      first.approvals.current()?.answer(true)
      return request
    }
    await approved(first.wallet.request({ method: 'eth_requestAccounts' }))
    await approved(first.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
    first.stopAnnouncing()

    // A reload: a new wallet from the same storage is still authorized, on the same chain, with no prompt.
    const second = createDevWallet(chains, { window: target as unknown as Window, storage })
    expect(second.wallet.isAuthorized).toBe(true)
    expect(second.wallet.chainId).toBe(31338)
    expect(await second.wallet.request({ method: 'eth_accounts' })).toHaveLength(2)
    expect(second.approvals.current()).toBeUndefined()
    second.stopAnnouncing()
  })
})
