import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { ChainNotSupportedError } from '../../core/errors/notFoundErrors.js'
import { InvalidParamsRpcError, ProviderRpcError } from '../../core/errors/walletErrors.js'
import { mainnet } from '../../core/network/presets.js'
import { RpcFailure } from './fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from './SolanaChainAdapter.js'
import { solanaAdapterSetup } from './solanaAdapterSetup.fixture.js'
import { InvalidSolanaRpcResponseError, MissingSolanaRpcUrlError } from './solanaErrors.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './tokenPrograms.js'

const MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const MINT_2022 = 'mntTyrWq2ayChjXDEhUvG5xkt1r4JZr4smkTcKD2TDX'

describe('SolanaChainAdapter: reads', () => {
  it('getBalance: lamports from getBalance, 9 decimals, the network’s symbol', async () => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()
    node.balances.set(wallet.address, 2_500_000_000n)

    await expect(adapter.getBalance({ address: wallet.address, network: localnet })).resolves.toEqual({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL' })
    expect(node.calls).toEqual([{ method: 'getBalance', params: [wallet.address, { commitment: 'confirmed' }] }])
  })

  it('getBalance: not a Solana address → InvalidParamsRpcError; another namespace → ChainNotSupportedError; nothing asked', async () => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()

    await expect(adapter.getBalance({ address: '0x52908400098527886e0f7030069857d2e4169ee7', network: localnet })).rejects.toBeInstanceOf(InvalidParamsRpcError)
    await expect(adapter.getBalance({ address: wallet.address, network: mainnet })).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(node.calls).toEqual([])
  })

  it('getTokenBalances: Token and Token-2022 accounts, one row per mint, with the CAIP ids and decimals', async () => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()
    node.mints.set(MINT, { program: TOKEN_PROGRAM, decimals: 6 })
    node.mints.set(MINT_2022, { program: TOKEN_2022_PROGRAM, decimals: 2 })
    node.tokenAccounts.push(
      { owner: wallet.address, mint: MINT, program: TOKEN_PROGRAM, amount: 1_500_000n },
      { owner: wallet.address, mint: MINT, program: TOKEN_PROGRAM, amount: 500_000n },
      { owner: wallet.address, mint: MINT_2022, program: TOKEN_2022_PROGRAM, amount: 1_234n },
      { owner: 'Someone1111111111111111111111111111111111111', mint: MINT, program: TOKEN_PROGRAM, amount: 9n },
    )

    const balances = await adapter.getTokenBalances({ address: wallet.address, network: localnet })

    expect(balances).toEqual([
      { name: 'Gh9Z…tKJr', symbol: 'SPL', chainId: localnet.caipNetworkId, address: `${localnet.caipNetworkId}:${MINT}`, price: 0, quantity: { decimals: '6', numeric: '2' }, iconUrl: '' },
      { name: 'mntT…2TDX', symbol: 'SPL', chainId: localnet.caipNetworkId, address: `${localnet.caipNetworkId}:${MINT_2022}`, price: 0, quantity: { decimals: '2', numeric: '12.34' }, iconUrl: '' },
    ])
    expect(node.calls.map((call) => [call.method, (call.params[1] as { programId: string }).programId, (call.params[2] as { encoding: string }).encoding])).toEqual([
      ['getTokenAccountsByOwner', TOKEN_PROGRAM, 'jsonParsed'],
      ['getTokenAccountsByOwner', TOKEN_2022_PROGRAM, 'jsonParsed'],
    ])
  })

  it('fault: the RPC is down (no answer) → HttpRequestError, a network error', async () => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()
    node.handlers.getBalance = () => {
      throw new TypeError('fetch failed')
    }

    const error = await adapter.getBalance({ address: wallet.address, network: localnet }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).category).toBe('NETWORK_ERROR')
    expect((error as HttpRequestError).details).toMatchObject({ rpcMethod: 'getBalance' })
  })

  it('fault: a JSON-RPC error keeps its code; an answer of the wrong shape is InvalidSolanaRpcResponseError', async () => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()
    node.handlers.getBalance = () => {
      throw new RpcFailure(-32005, 'Node is behind')
    }
    node.handlers.getTokenAccountsByOwner = () => ({ context: { slot: 1 }, value: [{ account: { data: 'garbage' } }] })

    const refused = await adapter.getBalance({ address: wallet.address, network: localnet }).catch((caught: unknown) => caught)

    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect((refused as ProviderRpcError).code).toBe(-32005)
    await expect(adapter.getTokenBalances({ address: wallet.address, network: localnet })).rejects.toBeInstanceOf(InvalidSolanaRpcResponseError)
  })

  it.each([
    ['a billion decimals', 1_000_000_000],
    ['negative decimals', -1],
  ])('fault: a token account with %s (SPL decimals are a u8) is InvalidSolanaRpcResponseError, never a formatting crash', async (_case, decimals) => {
    const { adapter, node, wallet, localnet } = solanaAdapterSetup()
    node.mints.set(MINT, { program: TOKEN_PROGRAM, decimals })
    node.tokenAccounts.push({ owner: wallet.address, mint: MINT, program: TOKEN_PROGRAM, amount: 1n })

    await expect(adapter.getTokenBalances({ address: wallet.address, network: localnet })).rejects.toBeInstanceOf(InvalidSolanaRpcResponseError)
  })

  it('fault: the RPC over HTTP answers 503 → HttpRequestError with the status; the URL keeps no query', async () => {
    const { wallet, localnet } = solanaAdapterSetup()
    const { createServer } = await import('node:http')
    const server = createServer((_request, response) => response.writeHead(503).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    const adapter = new SolanaChainAdapter({ networks: [{ ...localnet, rpcUrls: { default: { http: [`http://127.0.0.1:${port}/?api-key=secret`] } } }] })
    try {
      const error = await adapter.getBalance({ address: wallet.address, network: localnet }).catch((caught: unknown) => caught)

      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).status).toBe(503)
      expect((error as HttpRequestError).url).toBe(`http://127.0.0.1:${port}/`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('fault: a network without an RPC URL → MissingSolanaRpcUrlError', async () => {
    const { wallet, localnet } = solanaAdapterSetup()
    const adapter = new SolanaChainAdapter({ networks: [{ ...localnet, rpcUrls: { default: { http: [] } } }] })

    await expect(adapter.getBalance({ address: wallet.address, network: localnet })).rejects.toBeInstanceOf(MissingSolanaRpcUrlError)
  })
})

describe('SolanaChainAdapter: RPC budget', () => {
  it('budget: connect on a localnet + the first SOL balance = 2 RPC calls (getGenesisHash, getBalance); none while idle', async () => {
    const { adapter, node, connectorId, localnet, clock } = solanaAdapterSetup()
    adapter.getConnectors()

    const { accounts } = await adapter.connect({ connectorId, network: localnet })
    await adapter.getBalance({ address: accounts[0]?.address ?? '', network: localnet })
    const afterConnect = node.calls.map((call) => call.method)
    clock.advance(10 * 60_000)
    await adapter.switchNetwork({ connectorId, network: localnet })

    expect(afterConnect).toEqual(['getGenesisHash', 'getBalance'])
    expect(node.calls).toHaveLength(2)
    expect(clock.pendingTimers).toBe(0)
  })

  it('budget: on a public cluster the genesis hash is never asked: 1 call', async () => {
    const { adapter, node, connectorId, devnet } = solanaAdapterSetup()

    const { accounts } = await adapter.connect({ connectorId, network: devnet })
    await adapter.getBalance({ address: accounts[0]?.address ?? '', network: devnet })

    expect(node.calls.map((call) => call.method)).toEqual(['getBalance'])
  })

  it('budget: the genesis hash is asked once per network, and again only after a failure', async () => {
    const { adapter, node, connectorId, localnet } = solanaAdapterSetup()
    const answer = node.handlers.getGenesisHash!
    node.handlers.getGenesisHash = () => {
      throw new TypeError('fetch failed')
    }

    await expect(adapter.connect({ connectorId, network: localnet })).rejects.toBeInstanceOf(HttpRequestError)
    node.handlers.getGenesisHash = answer
    await adapter.connect({ connectorId, network: localnet })
    await adapter.disconnect({ connectorId })
    await adapter.connect({ connectorId, network: localnet })

    expect(node.count('getGenesisHash')).toBe(2)
  })
})
