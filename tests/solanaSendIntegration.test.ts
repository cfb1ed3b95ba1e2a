// The Send use case on Solana end to end: core + SolanaChainAdapter + a real Wallet Standard
// wallet (ed25519) + the local Solana RPC (litesvm). The same `prepareSend` / `send` the Send
// views call; every balance is read back from the chain.
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isolatedRegistry } from '../adapters/solana/fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { solanaConnectorIdOf } from '../adapters/solana/SolanaWalletDiscovery.js'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance } from '../core/account/Balance.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { InsufficientBalanceError } from '../core/send/sendErrors.js'
import type { Network } from '../core/network/Network.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { localSolanaNetwork, startLocalSolana, type LocalSolana } from '../test-doubles/localSolana/index.js'
import { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'

const SOL = 1_000_000_000n
let solana: LocalSolana
let localnet: Network
let nextSeed = 90

beforeAll(async () => {
  solana = await startLocalSolana()
  localnet = localSolanaNetwork(solana)
})
afterAll(() => solana?.close())

const stranger = () => new WalletStandardTestWallet({ seed: new Uint8Array(32).fill((nextSeed += 1)) }).address

/** A funded wallet of its own, connected through a walletport instance on the local cluster. */
async function connected() {
  const registry = isolatedRegistry()
  const wallet = new WalletStandardTestWallet({ seed: new Uint8Array(32).fill((nextSeed += 1)), rpcUrl: solana.url })
  wallet.register(registry)
  solana.fund(wallet.address, 2n * SOL)
  const adapter = new SolanaChainAdapter({ networks: [localnet], wallets: registry })
  const walletport = createWalletport({ networks: [localnet] }, { chainAdapters: [adapter], storage: new InMemoryStorage() })
  await walletport.connect({ connectorId: solanaConnectorIdOf(wallet.name) })
  const settled = (hash: string) =>
    firstValueFrom(walletport.events$.pipe(filter((event): event is Extract<WalletportEvent, { type: 'SEND_CONFIRMED' | 'SEND_FAILED' }> => (event.type === 'SEND_CONFIRMED' || event.type === 'SEND_FAILED') && event.hash === hash)))
  return { wallet, adapter, walletport, settled }
}

const solRow = (numeric: string): Balance => ({ name: 'Solana', symbol: 'SOL', chainId: localnet.caipNetworkId, price: 0, quantity: { decimals: '9', numeric }, iconUrl: '' })

describe('send on the local Solana RPC (walletport + Wallet Standard wallet)', () => {
  it('SOL: the preview estimates the fee from the chain; the recipient is credited and the sender pays amount + fee', async () => {
    const { walletport, adapter, settled } = await connected()
    const from = walletport.getAccount().address ?? ''
    const to = stranger()

    const preview = await walletport.prepareSend({ token: solRow('2'), amount: '0.25', to })
    const hash = await walletport.send({ token: solRow('2'), amount: '0.25', to })

    expect(await settled(hash)).toEqual({ type: 'SEND_CONFIRMED', namespace: 'solana', hash })
    expect(preview.fee).toMatchObject({ symbol: 'SOL' })
    await expect(adapter.getBalance({ address: to, network: localnet })).resolves.toMatchObject({ value: SOL / 4n })
    const { value: left } = await adapter.getBalance({ address: from, network: localnet })
    expect(left).toBe(2n * SOL - SOL / 4n - 5_000n)
    // Activity is read from the API for eip155 only; this session's own sends still show there, final.
    expect(walletport.getAccountData().activity.transactions[0]?.metadata).toMatchObject({ hash, status: 'confirmed', sentTo: to })
  })

  it('SPL: the token row from the Tokens tab; the recipient’s token account is created and credited', async () => {
    const { walletport, adapter, wallet, settled } = await connected()
    const mint = await solana.createMint({ decimals: 6 })
    await solana.mintTo(mint, wallet.address, 10_000_000n)
    const to = stranger()
    const [row] = await adapter.getTokenBalances({ address: wallet.address, network: localnet })
    if (!row) throw new Error('no token row')

    const hash = await walletport.send({ token: row, amount: '2.5', to })

    expect(await settled(hash)).toMatchObject({ type: 'SEND_CONFIRMED' })
    const [received] = await adapter.getTokenBalances({ address: to, network: localnet })
    expect(received?.quantity).toEqual({ decimals: '6', numeric: '2.5' })
  })

  it('more SOL than held: InsufficientBalanceError before the wallet is asked; the balance is unchanged', async () => {
    const { walletport, wallet, adapter } = await connected()
    wallet.clearRequests()

    const error = await walletport.send({ token: solRow('2'), amount: '5', to: stranger() }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect(wallet.requests).toEqual([])
    await expect(adapter.getBalance({ address: wallet.address, network: localnet })).resolves.toMatchObject({ value: 2n * SOL })
  })
})
