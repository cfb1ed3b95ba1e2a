// Sign In With Solana on real parts: the Wallet Standard test wallet on the local Solana RPC, the
// Solana adapter under a headless walletport with LocalSiwx, and the backend helper
// (createSiwxServer) issuing the nonce and verifying what the wallet signed: in one step
// (solana:signIn) and, for a wallet without it, the CAIP-122 text through signMessage.
// Also the RPC going down and coming back: balances say so and retry, a send refuses typed.
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { createSiwxServer, type SiwxServerResult } from '../adapters/siwx/server/createSiwxServer.js'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import { BaseError } from '../core/errors/BaseError.js'
import type { Network } from '../core/network/Network.js'
import { LocalSiwx } from '../core/siwx/LocalSiwx.js'
import type { SiwxSession } from '../core/siwx/Siwx.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { localSolanaNetwork, startLocalSolana, type LocalSolana } from '../test-doubles/localSolana/index.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'

const SOL = 1_000_000_000n
let solana: LocalSolana
let localnet: Network

beforeAll(async () => {
  solana = await startLocalSolana()
  localnet = localSolanaNetwork(solana)
})
afterAll(() => solana?.close())


/** The same wallet without `solana:signIn`: it can only sign messages. */
function withoutSignIn(wallet: WalletStandardTestWallet): Wallet {
  const features = Object.fromEntries(Object.entries(wallet.features).filter(([name]) => name !== 'solana:signIn'))
  return {
    version: wallet.version,
    name: `${wallet.name} (no signIn)`,
    icon: wallet.icon,
    chains: wallet.chains,
    get accounts() {
      return wallet.accounts
    },
    features,
  } as Wallet
}

function page(options: { readonly oneStep: boolean }) {
  const server = createSiwxServer({ domain: 'app.example', uri: 'https://app.example', chainIds: [localnet.caipNetworkId], solanaLocalnetGenesisHash: solana.genesisHash })
  const verified: SiwxServerResult[] = []
  const confirmSession = async (session: SiwxSession): Promise<void> => {
    const result = await server.verify({ message: session.message, signature: session.signature })
    verified.push(result)
    if (!result.ok) throw new Error(result.message)
  }
  const registry = isolatedRegistry()
  const wallet = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(options.oneStep ? 61 : 62), rpcUrl: solana.url })
  if (options.oneStep) wallet.register(registry)
  else registry.register(withoutSignIn(wallet))
  const storage = new InMemoryStorage()
  const siwx = new LocalSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    storage,
    verifiers: [new NobleSolanaSiwxVerifier({ localnetGenesisHash: solana.genesisHash })],
    required: true,
    getNonce: async () => (await server.issueNonce()).nonce,
    confirmSession,
  })
  const walletport = createWalletport({ networks: [localnet], siwx }, { chainAdapters: [new SolanaChainAdapter({ networks: [localnet], wallets: registry })], storage })
  const connectorId = solanaConnectorIdOf(options.oneStep ? wallet.name : `${wallet.name} (no signIn)`)
  return { walletport, wallet, verified, connectorId }
}

describe('Sign In With Solana: test wallet, Solana adapter, local RPC, backend helper', () => {
  it.each([
    // The wallet writes the cluster's short name; the CAIP-122 text carries the CAIP-2 reference.
    ['one step (solana:signIn): the text the wallet built', true, 'signIn', () => '\nChain ID: localnet\n'],
    ['a wallet without signIn: the CAIP-122 text through signMessage', false, 'signMessage', () => `\nChain ID: ${localnet.id}\n`],
  ])('%s is verified by the backend, on the CAIP-2 id', async (_case, oneStep, method, chainLine) => {
    const { walletport, wallet, verified, connectorId } = page({ oneStep })
    await walletport.ready
    await walletport.connect({ connectorId })
    await flushMicrotasks()

    const result = await walletport.signIn()

    expect(result.status).toBe('signedIn')
    expect(wallet.requests.map((request) => request.method)).toEqual(['connect', method])
    expect(verified).toHaveLength(1)
    expect(verified[0]).toMatchObject({ ok: true, session: { data: { chainId: localnet.caipNetworkId, accountAddress: wallet.address, domain: 'app.example' } } })
    expect(verified[0]?.ok && verified[0].session.message).toContain(chainLine())
    expect(walletport.getSiwx().status).toBe('signedIn')
    walletport.destroy()
  })
})

describe('the Solana RPC goes down, then comes back', () => {
  it('balances say "Token Balance Unavailable" and a retry works once a node answers; a send refuses with a typed error', async () => {
    const node = await startLocalSolana()
    const port = Number(new URL(node.url).port)
    const network = localSolanaNetwork(node)
    const registry = isolatedRegistry()
    const wallet = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(63), rpcUrl: node.url })
    wallet.register(registry)
    node.fund(wallet.address, 2n * SOL)
    const walletport = createWalletport({ networks: [network] }, { chainAdapters: [new SolanaChainAdapter({ networks: [network], wallets: registry })], storage: new InMemoryStorage() })
    await walletport.ready
    await walletport.connect({ connectorId: solanaConnectorIdOf(wallet.name) })

    await node.close()
    await walletport.loadTokens({ force: true })
    const send = walletport.sendTransaction({ to: wallet.address, lamports: 1n })

    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'unavailable', error: 'Token Balance Unavailable' })
    await expect(send).rejects.toBeInstanceOf(BaseError)
    // A node returns on the same address (same genesis): the retry the view offers works.
    const back = await startLocalSolana({ port })
    back.fund(wallet.address, 3n * SOL)
    try {
      await walletport.loadTokens({ force: true })
      expect(walletport.getAccountData().tokens.status).toBe('ready')
      expect(walletport.getAccountData().tokens.balances[0]).toMatchObject({ symbol: 'SOL', quantity: { numeric: '3' } })
    } finally {
      walletport.destroy()
      await back.close()
    }
  })
})
