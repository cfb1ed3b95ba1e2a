import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getTransactionDecoder, type Address } from '@solana/kit'
import { parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { parseStandardWallet } from '../../adapters/solana/parseStandardWallet.js'
import { buildTransferTransaction } from '../../adapters/solana/buildTransferTransaction.js'
import { WalletStandardTestWallet, type WalletStandardChange, type WalletStandardTestWalletRequest } from './WalletStandardTestWallet.js'

type Feature = Record<string, (...args: never[]) => Promise<unknown>>
const feature = (wallet: WalletStandardTestWallet, name: string) => wallet.features[name as `${string}:${string}`] as unknown as Feature
const connect = (wallet: WalletStandardTestWallet, silent = false) =>
  feature(wallet, 'standard:connect').connect!(...((silent ? [{ silent: true }] : []) as never[])) as Promise<{ accounts: readonly WalletAccount[] }>
const changes = (wallet: WalletStandardTestWallet) => {
  const seen: WalletStandardChange[] = []
  ;(feature(wallet, 'standard:events').on as unknown as (event: string, listener: (change: WalletStandardChange) => void) => () => void)('change', (change) => seen.push(change))
  return seen
}
/** A wallet the site has connected to (its accounts shown). */
const connectedWallet = async (options: ConstructorParameters<typeof WalletStandardTestWallet>[0] = {}) => {
  const wallet = new WalletStandardTestWallet(options)
  await connect(wallet)
  return wallet
}
const LIFETIME = { blockhash: base58.encode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 100n }

describe('WalletStandardTestWallet', () => {
  it('default: a Wallet Standard wallet walletport lists, with one account from the fixed seed', () => {
    const wallet = new WalletStandardTestWallet()

    expect(parseStandardWallet(wallet)).toEqual({ ok: true, wallet })
    expect(wallet.chains).toEqual(['solana:localnet'])
    expect(wallet.address).toBe(base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(1))))
    expect(wallet.accounts).toEqual([])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('parameters: rpcUrl adds solana:signAndSendTransaction; accounts derive distinct keys', () => {
    const wallet = new WalletStandardTestWallet({ rpcUrl: 'http://127.0.0.1:9', accounts: 2 })

    expect(Object.keys(wallet.features)).toContain('solana:signAndSendTransaction')
    expect(new Set(wallet.addresses).size).toBe(2)
  })

  it('behavior: connect asks the person once, authorizes the site and emits the accounts', async () => {
    const asked: WalletStandardTestWalletRequest[] = []
    const wallet = new WalletStandardTestWallet({ confirm: (request) => (asked.push(request), true) })
    const seen = changes(wallet)

    const { accounts } = await connect(wallet)
    await connect(wallet)

    expect(accounts.map((account) => account.address)).toEqual([wallet.address])
    expect(accounts[0]?.publicKey).toEqual(base58.decode(wallet.address))
    expect(asked.map((request) => request.method)).toEqual(['connect'])
    expect(seen).toEqual([{ accounts }])
    expect(wallet.isAuthorized).toBe(true)
  })

  it('behavior: a silent connect never prompts; it shows accounts only to an authorized site', async () => {
    const asked: WalletStandardTestWalletRequest[] = []
    const confirm = (request: WalletStandardTestWalletRequest) => (asked.push(request), true)

    await expect(connect(new WalletStandardTestWallet({ confirm }), true)).resolves.toEqual({ accounts: [] })
    const authorized = new WalletStandardTestWallet({ confirm, authorized: true })
    expect(authorized.accounts).toEqual([])
    expect((await connect(authorized, true)).accounts).toHaveLength(1)
    expect(authorized.accounts).toHaveLength(1)
    expect(asked).toEqual([])
  })

  it('behavior: the person refuses → an Error with code 4001, and nothing changes', async () => {
    const wallet = new WalletStandardTestWallet({ confirm: () => false })

    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.isAuthorized).toBe(false)
  })

  it('behavior: disconnect forgets the site and emits no accounts', async () => {
    const wallet = await connectedWallet()
    const seen = changes(wallet)

    await feature(wallet, 'standard:disconnect').disconnect!()

    expect(wallet.accounts).toEqual([])
    expect(seen).toEqual([{ accounts: [] }])
    await expect(connect(wallet, true)).resolves.toEqual({ accounts: [] })
  })

  it('signMessage: an ed25519 signature of the exact bytes by the account', async () => {
    const wallet = await connectedWallet()
    const message = new TextEncoder().encode('hello')
    const [account] = wallet.accounts

    const [output] = (await feature(wallet, 'solana:signMessage').signMessage!(...([{ account, message }] as never[]))) as { signedMessage: Uint8Array; signature: Uint8Array }[]

    expect(output?.signedMessage).toEqual(message)
    expect(ed25519.verify(output!.signature, message, base58.decode(wallet.address))).toBe(true)
  })

  it('signMessage: an account the site may not use is refused (4100)', async () => {
    const wallet = await connectedWallet()
    const [account] = wallet.accounts
    await feature(wallet, 'standard:disconnect').disconnect!()

    await expect(feature(wallet, 'solana:signMessage').signMessage!(...([{ account, message: new Uint8Array([1]) }] as never[]))).rejects.toMatchObject({ code: 4100 })
  })

  it('signIn: builds the Sign In With Solana text, signs it, and authorizes the site', async () => {
    const wallet = new WalletStandardTestWallet()
    const input = { domain: 'example.com', uri: 'https://example.com', version: '1', chainId: 'localnet', nonce: 'abcdefgh', issuedAt: '2026-01-01T00:00:00.000Z' }

    const [output] = (await feature(wallet, 'solana:signIn').signIn!(...([input] as never[]))) as { account: WalletAccount; signedMessage: Uint8Array; signature: Uint8Array }[]

    expect(parseSignInMessageText(new TextDecoder().decode(output!.signedMessage))).toMatchObject({ ...input, address: wallet.address })
    expect(verifySignIn(input, { ...output!, account: output!.account })).toBe(true)
    expect(wallet.isAuthorized).toBe(true)
  })

  it('signTransaction: signs as the fee payer, leaving the message as it was', async () => {
    const wallet = await connectedWallet()
    const [account] = wallet.accounts
    const transaction = await buildTransferTransaction({ from: wallet.address, to: '11111111111111111111111111111112', lamports: 1_000_000n }, { lifetime: LIFETIME, version: 0 })

    const [output] = (await feature(wallet, 'solana:signTransaction').signTransaction!(...([{ account, transaction, chain: 'solana:localnet' }] as never[]))) as { signedTransaction: Uint8Array }[]

    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const signature = signed.signatures[wallet.address as Address]
    expect(signature).toBeTruthy()
    expect(ed25519.verify(signature!, Uint8Array.from(signed.messageBytes), base58.decode(wallet.address))).toBe(true)
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(transaction).messageBytes)
  })

  it('signTransaction: a chain the wallet does not serve is invalid input', async () => {
    const wallet = await connectedWallet()
    const [account] = wallet.accounts

    await expect(
      feature(wallet, 'solana:signTransaction').signTransaction!(...([{ account, transaction: new Uint8Array(10), chain: 'solana:mainnet' }] as never[])),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: switchAccount and setChains emit what a site sees', async () => {
    const wallet = await connectedWallet({ accounts: 2 })
    const seen = changes(wallet)
    const second = wallet.addresses[1]

    wallet.switchAccount(1)
    wallet.setChains(['solana:devnet'])

    expect(seen[0]?.accounts?.map((account) => account.address)).toEqual([second, wallet.addresses[1]])
    expect(seen[1]?.chains).toEqual(['solana:devnet'])
    expect(seen[1]?.accounts?.[0]?.chains).toEqual(['solana:devnet'])
    expect(() => wallet.switchAccount(2)).toThrow(RangeError)
  })

  it('behavior: scripted failures fail the next call, or every call until cleared', async () => {
    const wallet = new WalletStandardTestWallet()
    const broken = new Error('extension crashed')

    wallet.rejectNext('connect')
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 })
    wallet.failAlways('connect', broken)
    await expect(connect(wallet)).rejects.toBe(broken)
    await expect(connect(wallet)).rejects.toBe(broken)
    wallet.clearFailures()
    await expect(connect(wallet)).resolves.toMatchObject({ accounts: [expect.objectContaining({ address: wallet.address })] })
    expect(wallet.requests.map((request) => request.method)).toEqual(['connect', 'connect', 'connect', 'connect'])
  })

  it('behavior: a held call waits (a prompt left open) until released', async () => {
    const wallet = new WalletStandardTestWallet()
    const held = wallet.holdNext('connect')
    let settled = false

    const pending = connect(wallet).then(() => (settled = true))
    await held.whenReached
    await Promise.resolve()
    expect(settled).toBe(false)
    held.release()
    await pending

    expect(settled).toBe(true)
  })

  it('register: with the page registry by default, or with a given one; the returned function unregisters', () => {
    const wallet = new WalletStandardTestWallet({ name: 'Registered Test Wallet' })
    const registered: Wallet[] = []

    const unregister = wallet.register()
    expect(getWallets().get()).toContain(wallet)
    unregister()
    expect(getWallets().get()).not.toContain(wallet)
    wallet.register({ register: (candidate) => (registered.push(candidate), () => undefined) })
    expect(registered).toEqual([wallet])
  })
})
