// The Solana adapter end to end against real parts: the local Solana RPC (litesvm behind
// JSON-RPC), a real Wallet Standard wallet (ed25519 keys) and kit's own RPC client. Every
// balance is read back from the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import { RentExemptionError, SolanaTransactionError } from '../adapters/solana/solanaErrors.js'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import type { Network } from '../core/network/Network.js'
import { solana as solanaMainnet, solanaDevnet } from '../core/network/presets.js'
import { describeChainAdapterContract } from '../test-doubles/contracts/describeChainAdapterContract.js'
import { localSolanaNetwork, startLocalSolana, type LocalSolana } from '../test-doubles/localSolana/index.js'
import { WalletStandardTestWallet, type WalletStandardTestWalletOptions } from '../test-doubles/solana/WalletStandardTestWallet.js'

const SOL = 1_000_000_000n
let solana: LocalSolana
let localnet: Network
let nextSeed = 40

beforeAll(async () => {
  solana = await startLocalSolana()
  localnet = localSolanaNetwork(solana)
})
afterAll(() => solana?.close())

/** A funded wallet of its own (a fresh seed per test) in its own registry, and an adapter on the local cluster. */
function setup(options: WalletStandardTestWalletOptions = {}, lamports = 2n * SOL) {
  const registry = isolatedRegistry()
  const wallet = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill((nextSeed += 1)), rpcUrl: solana.url, ...options })
  wallet.register(registry)
  if (lamports > 0n) solana.fund(wallet.address, lamports)
  const adapter = new SolanaChainAdapter({ networks: [localnet], wallets: registry })
  return { registry, wallet, adapter, connectorId: solanaConnectorIdOf(wallet.name) }
}

/** A recipient no one has funded yet. */
const stranger = () => new WalletStandardTestWallet({ seed: new Uint8Array(32).fill((nextSeed += 1)) }).address

describe('SolanaChainAdapter on the local Solana RPC', () => {
  it('connect, then a silent reconnect in a new page; the SOL balance read from the chain', async () => {
    const { wallet, adapter, connectorId, registry } = setup()

    const connected = await adapter.connect({ connectorId, network: localnet })
    const afterReload = new SolanaChainAdapter({ networks: [localnet], wallets: registry })
    const restored = await afterReload.reconnect({ connectorId, network: localnet })

    expect(connected.chainId).toBe(localnet.id)
    expect(restored).toEqual(connected)
    expect(wallet.requests.map((request) => request.method)).toEqual(['connect'])
    await expect(adapter.getBalance({ address: wallet.address, network: localnet })).resolves.toEqual({ value: 2n * SOL, decimals: 9, symbol: 'SOL' })
  })

  it('SPL balances: Token and Token-2022 mints the owner holds', async () => {
    const { wallet, adapter } = setup()
    const mint = await solana.createMint({ decimals: 6 })
    const mint2022 = await solana.createMint({ decimals: 2, programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' })
    await solana.mintTo(mint, wallet.address, 12_500_000n)
    await solana.mintTo(mint2022, wallet.address, 305n)

    const balances = await adapter.getTokenBalances({ address: wallet.address, network: localnet })

    expect(balances.map((balance) => [balance.address, balance.quantity])).toEqual([
      [`${localnet.caipNetworkId}:${mint}`, { decimals: '6', numeric: '12.5' }],
      [`${localnet.caipNetworkId}:${mint2022}`, { decimals: '2', numeric: '3.05' }],
    ])
  })

  it.each([
    ['signAndSendTransaction (the wallet sends)', {}],
    ['signTransaction (the adapter sends)', { rpcUrl: undefined }],
  ])('SOL send through %s: the recipient is credited on chain', async (_path, options) => {
    const { wallet, adapter, connectorId } = setup(options)
    const to = stranger()
    await adapter.connect({ connectorId, network: localnet })

    const signature = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to, lamports: SOL / 4n } })

    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await expect(adapter.getBalance({ address: to, network: localnet })).resolves.toMatchObject({ value: SOL / 4n })
    const { value: left } = await adapter.getBalance({ address: wallet.address, network: localnet })
    expect(left).toBe(2n * SOL - SOL / 4n - 5_000n)
  })

  it('SPL send: the receiver’s token account is created and credited on chain', async () => {
    const { wallet, adapter, connectorId } = setup()
    const to = stranger()
    const mint = await solana.createMint({ decimals: 6 })
    await solana.mintTo(mint, wallet.address, 10_000_000n)
    await adapter.connect({ connectorId, network: localnet })

    await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to, amount: 2_500_000n, mint } })
    await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to, amount: 500_000n, mint } })

    const [received] = await adapter.getTokenBalances({ address: to, network: localnet })
    const [kept] = await adapter.getTokenBalances({ address: wallet.address, network: localnet })
    expect(received?.quantity).toEqual({ decimals: '6', numeric: '3' })
    expect(kept?.quantity).toEqual({ decimals: '6', numeric: '7' })
  })

  it.each([
    ['the wallet sends', {}],
    ['the adapter sends', { rpcUrl: undefined }],
  ])('a send the chain refuses (%s) shows the program’s log line', async (_path, options) => {
    const { wallet, adapter, connectorId } = setup(options)
    const mint = await solana.createMint({ decimals: 6 })
    await solana.mintTo(mint, wallet.address, 1_000_000n)
    await adapter.connect({ connectorId, network: localnet })

    const error = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: stranger(), amount: 5_000_000n, mint } }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).shortMessage).toBe('The transaction failed: Error: insufficient funds')
    expect((error as SolanaTransactionError).logs).toContain('Program log: Error: insufficient funds')
  })

  it('rent: SOL below the rent-exempt minimum to a new account is refused before the wallet is asked', async () => {
    const { wallet, adapter, connectorId } = setup()
    await adapter.connect({ connectorId, network: localnet })
    wallet.clearRequests()

    const error = await adapter.sendTransaction({ connectorId, network: localnet, transaction: { from: wallet.address, to: stranger(), lamports: 1_000n } }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(RentExemptionError)
    expect((error as RentExemptionError).minimumLamports).toBe(890_880n)
    expect(wallet.requests).toEqual([])
  })

  it('signMessage and signIn: signatures the server-side verifier accepts', async () => {
    const { wallet, adapter, connectorId } = setup({}, 0n)
    await adapter.connect({ connectorId, network: localnet })
    const verifier = new NobleSolanaSiwxVerifier()

    const signature = await adapter.signMessage({ connectorId, address: wallet.address, message: 'Hello from walletport' })
    const signedIn = await adapter.signIn({
      connectorId,
      network: localnet,
      input: { domain: 'localhost', address: wallet.address, uri: 'http://localhost', version: '1', chainId: localnet.caipNetworkId, nonce: 'abcdefgh12', issuedAt: '2026-01-01T00:00:00.000Z' },
    })

    await expect(verifier.verifySignature({ message: 'Hello from walletport', signature, address: wallet.address, chainId: localnet.caipNetworkId })).resolves.toEqual({ valid: true })
    expect(signedIn?.message).toContain('\nChain ID: localnet\n')
    await expect(verifier.verifySignature({ message: signedIn!.message, signature: signedIn!.signature, address: wallet.address, chainId: localnet.caipNetworkId })).resolves.toEqual({ valid: true })
  })
})

describeChainAdapterContract('SolanaChainAdapter + WalletStandardTestWallet + local Solana RPC', () => {
  const { wallet, adapter, connectorId } = setup({ chains: ['solana:localnet', 'solana:devnet'] })
  return {
    adapter,
    connectorId,
    network: localnet,
    otherNetwork: solanaDevnet,
    unknownNetwork: solanaMainnet,
    transactionFrom: (from) => ({ from, to: from, lamports: 0n }),
    rejectNextPrompt: () => {
      wallet.rejectNext('connect')
    },
    teardown: () => adapter.destroy(),
  }
})
