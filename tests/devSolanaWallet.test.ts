import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { buildTransferTransaction } from '../adapters/solana/buildTransferTransaction.js'
import { parseStandardWallet } from '../adapters/solana/parseStandardWallet.js'
import { createDevSolanaWallet } from '../demo/devSolanaWallet/createDevSolanaWallet.js'
import { decodeSolanaTransfers } from '../demo/devSolanaWallet/decodeSolanaTransfers.js'
import { describeSolanaRequest, type SolanaRequestContext } from '../demo/devSolanaWallet/describeSolanaRequest.js'
import { DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN, DEV_SOLANA_WALLET_ADDRESS, demoSolana } from '../demo/solanaDemo.js'

const context: SolanaRequestContext = {
  origin: 'http://127.0.0.1:5173',
  address: DEV_SOLANA_WALLET_ADDRESS,
  clusterName: 'Local Solana',
  tokens: [{ mint: DEMO_SPL_TOKEN.mint, symbol: DEMO_SPL_TOKEN.symbol }],
}
const value = (rows: readonly { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value
const account = { address: DEV_SOLANA_WALLET_ADDRESS } as WalletAccount
const LIFETIME = { blockhash: base58.encode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 100n }
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

describe('the Dev Solana Wallet popup (describeSolanaRequest)', () => {
  it('connect: the site and the account it will see', () => {
    const summary = describeSolanaRequest({ method: 'connect' }, context)
    expect(summary.title).toBe('Connect to this site?')
    expect([value(summary.rows, 'Site'), value(summary.rows, 'Account')]).toEqual([context.origin, DEV_SOLANA_WALLET_ADDRESS])
  })

  it('signMessage: the message as text, or hex when its bytes are not UTF-8', () => {
    const text = describeSolanaRequest({ method: 'signMessage', params: [{ account, message: new TextEncoder().encode('Hello\nSolana') }] }, context)
    expect(text.title).toBe('Signature request')
    expect(value(text.rows, 'Message')).toBe('Hello\nSolana')
    const bytes = describeSolanaRequest({ method: 'signMessage', params: [{ account, message: Uint8Array.of(0xff, 0x00, 0xfe) }] }, context)
    expect(value(bytes.rows, 'Message')).toBe('0xff00fe')
  })

  it('signIn: the domain, statement, chain and nonce; a domain that is not this site is called out', () => {
    const input = { domain: '127.0.0.1:5173', address: DEV_SOLANA_WALLET_ADDRESS, statement: 'Sign in to the walletport demo.', chainId: 'localnet', nonce: 'abcd1234efgh' }
    const summary = describeSolanaRequest({ method: 'signIn', params: [input] }, context)
    expect(summary.title).toBe('Sign in request')
    expect(summary.rows.map((row) => [row.label, row.value])).toEqual([
      ['Site', context.origin],
      ['Domain', '127.0.0.1:5173'],
      ['Account', DEV_SOLANA_WALLET_ADDRESS],
      ['Statement', 'Sign in to the walletport demo.'],
      ['Chain', 'localnet'],
      ['Nonce', 'abcd1234efgh'],
    ])
    const phishing = describeSolanaRequest({ method: 'signIn', params: [{ ...input, domain: 'evil.example' }] }, context)
    expect(value(phishing.rows, 'Warning')).toBe('The domain is not this site’s (127.0.0.1:5173)')
  })

  it('a SOL transfer: the sender, the recipient and the amount in SOL, decoded from the wire', async () => {
    const transaction = await buildTransferTransaction({ from: DEV_SOLANA_WALLET_ADDRESS, to: DEMO_SOLANA_RECIPIENT, lamports: 10_000_000n }, { lifetime: LIFETIME, version: 0 })
    const summary = describeSolanaRequest({ method: 'signAndSendTransaction', params: [{ account, transaction, chain: 'solana:localnet' }] }, context)
    expect(summary.title).toBe('Send transaction')
    expect(summary.rows.map((row) => [row.label, row.value])).toEqual([
      ['Site', context.origin],
      ['Network', 'Local Solana'],
      ['From', DEV_SOLANA_WALLET_ADDRESS],
      ['To', DEMO_SOLANA_RECIPIENT],
      ['Amount', '0.01 SOL'],
    ])
  })

  it('an SPL transfer: the receiver’s wallet (not its token account) and the amount by the token’s symbol, or its mint', async () => {
    const transfer = (mint: string, decimals: number) =>
      buildTransferTransaction(
        { from: DEV_SOLANA_WALLET_ADDRESS, to: DEMO_SOLANA_RECIPIENT, amount: 1_500_000n, mint },
        { lifetime: LIFETIME, version: 'legacy', mint: { programAddress: TOKEN_PROGRAM, decimals } },
      )
    const summary = describeSolanaRequest({ method: 'signTransaction', params: [{ account, transaction: await transfer(DEMO_SPL_TOKEN.mint, 6) }] }, context)
    expect(summary.title).toBe('Sign transaction')
    expect([value(summary.rows, 'To'), value(summary.rows, 'Amount'), value(summary.rows, 'Also calls')]).toEqual([DEMO_SOLANA_RECIPIENT, '1.5 DEMO', undefined])

    const otherMint = DEV_SOLANA_WALLET_ADDRESS
    const other = describeSolanaRequest({ method: 'signTransaction', params: [{ account, transaction: await transfer(otherMint, 3) }] }, context)
    expect(value(other.rows, 'Amount')).toBe(`1500 of token ${otherMint}`)
  })

  it('bytes that are no transaction: said so, nothing made up', () => {
    const summary = describeSolanaRequest({ method: 'signTransaction', params: [{ account, transaction: Uint8Array.of(1, 2, 3) }] }, context)
    expect(value(summary.rows, 'Transaction')).toBe('3 bytes this wallet cannot read')
    expect(value(summary.rows, 'To')).toBeUndefined()
    expect(decodeSolanaTransfers(Uint8Array.of(1, 2, 3))).toBeUndefined()
  })
})

describe('createDevSolanaWallet', () => {
  /** A registry like `getWallets()`, recording what registers. */
  const registry = () => {
    const registered = new Set<Wallet>()
    return { registered, register: (wallet: Wallet) => (registered.add(wallet), () => void registered.delete(wallet)) }
  }
  const memoryStorage = (initial: Record<string, string> = {}) => {
    const stored = new Map(Object.entries(initial))
    return { stored, getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, item: string) => void stored.set(key, item) }
  }
  type Features = Record<string, Record<string, (...args: never[]) => Promise<{ accounts: readonly WalletAccount[] }>>>
  const connect = (wallet: Wallet, input?: { silent: true }) => (wallet.features as Features)['standard:connect']!.connect!(...((input ? [input] : []) as never[]))
  const disconnect = (wallet: Wallet) => (wallet.features as Features)['standard:disconnect']!.disconnect!()

  it('default: a Wallet Standard wallet walletport lists, named and drawn as the Dev Solana Wallet, with the demo seed, registered', () => {
    const target = registry()
    const { wallet, unregister } = createDevSolanaWallet(demoSolana(8899), { registry: target, storage: memoryStorage() })
    expect(target.registered.has(wallet)).toBe(true)
    expect(parseStandardWallet(wallet).ok).toBe(true)
    expect(wallet.name).toBe('Dev Solana Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(wallet.icon.split(',')[1] ?? '')).toContain('<svg')
    expect(wallet.address).toBe(base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(2))))
    // It sends through the local RPC: signAndSendTransaction is there.
    expect(Object.keys(wallet.features)).toContain('solana:signAndSendTransaction')
    unregister()
    expect(target.registered.size).toBe(0)
  })

  it('behavior: a connect asks the person (its popup); a reload remembers the site (a silent connect, no question); a disconnect forgets it', async () => {
    const storage = memoryStorage({ 'walletport-demo:dev-solana-wallet': '{garbage' })
    const first = createDevSolanaWallet(demoSolana(8899), { registry: registry(), storage })
    expect(first.wallet.isAuthorized).toBe(false)
    expect((await connect(first.wallet, { silent: true })).accounts).toEqual([])
    const connecting = connect(first.wallet)
    await vi.waitFor(() => expect(first.approvals.current()?.request.method).toBe('connect'))
    first.approvals.current()?.answer(true)
    expect((await connecting).accounts.map((entry) => entry.address)).toEqual([DEV_SOLANA_WALLET_ADDRESS])

    const second = createDevSolanaWallet(demoSolana(8899), { registry: registry(), storage })
    expect(second.wallet.isAuthorized).toBe(true)
    expect((await connect(second.wallet, { silent: true })).accounts.map((entry) => entry.address)).toEqual([DEV_SOLANA_WALLET_ADDRESS])
    expect(second.approvals.current()).toBeUndefined()
    await disconnect(second.wallet)

    const third = createDevSolanaWallet(demoSolana(8899), { registry: registry(), storage })
    expect(third.wallet.isAuthorized).toBe(false)
  })

  it('behavior: a rejected connect is a user rejection (4001) and remembers nothing', async () => {
    const storage = memoryStorage()
    const { wallet, approvals } = createDevSolanaWallet(demoSolana(8899), { registry: registry(), storage })
    const connecting = connect(wallet)
    await vi.waitFor(() => expect(approvals.current()).toBeDefined())
    approvals.current()?.answer(false)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(storage.stored.size).toBe(0)
  })

  it('DEMO_SOLANA_RECIPIENT is the public key of 32 × 0x04 (nobody’s wallet)', () => {
    expect(DEMO_SOLANA_RECIPIENT).toBe(base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(4))))
  })
})
