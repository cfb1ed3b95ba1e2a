import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { UnauthorizedProviderError, UserRejectedRequestError } from '../../core/errors/walletErrors.js'
import type { SignInInput } from '../../ports/ChainAdapter.js'
import { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { solanaAdapterSetup } from './solanaAdapterSetup.fixture.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
type Replaceable = Record<string, Record<string, unknown>>

async function connected(options: Parameters<typeof solanaAdapterSetup>[0] = {}) {
  const setup = solanaAdapterSetup(options)
  await setup.adapter.connect({ connectorId: setup.connectorId, network: setup.localnet })
  return setup
}

const signInInput = (address: string, chainId: string): SignInInput => ({
  domain: 'app.example',
  address,
  statement: 'Sign in to the example app',
  uri: 'https://app.example/login',
  version: '1',
  chainId,
  nonce: 'n0nce1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-01T00:10:00.000Z',
})

describe('SolanaChainAdapter: signMessage', () => {
  it('default: the base58 ed25519 signature of the UTF-8 message by the account', async () => {
    const { adapter, connectorId, wallet } = await connected()

    const signature = await adapter.signMessage({ connectorId, address: wallet.address, message: 'Sign in to walletport ✓' })

    expect(ed25519.verify(base58.decode(signature), utf8('Sign in to walletport ✓'), base58.decode(wallet.address))).toBe(true)
  })

  it('fault: a signature made by another key is refused (InvalidWalletResponseError)', async () => {
    const { adapter, connectorId, wallet } = await connected()
    const stranger = new Uint8Array(32).fill(5)
    ;(wallet.features as unknown as Replaceable)['solana:signMessage']!.signMessage = async ({ message }: { message: Uint8Array }) => [
      { signedMessage: message, signature: ed25519.sign(message, stranger) },
    ]

    await expect(adapter.signMessage({ connectorId, address: wallet.address, message: 'hello' })).rejects.toThrow(/not the account’s/)
  })

  it('fault: the wallet signing other bytes than the message is refused', async () => {
    const { adapter, connectorId, wallet } = await connected()
    ;(wallet.features as unknown as Replaceable)['solana:signMessage']!.signMessage = async () => [{ signedMessage: utf8('other'), signature: new Uint8Array(64) }]

    await expect(adapter.signMessage({ connectorId, address: wallet.address, message: 'hello' })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('fault: a malformed answer (a 10-byte signature) is refused', async () => {
    const { adapter, connectorId, wallet } = await connected()
    ;(wallet.features as unknown as Replaceable)['solana:signMessage']!.signMessage = async ({ message }: { message: Uint8Array }) => [{ signedMessage: message, signature: new Uint8Array(10) }]

    await expect(adapter.signMessage({ connectorId, address: wallet.address, message: 'hello' })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('behavior: the person refuses → UserRejectedRequestError', async () => {
    const { adapter, connectorId, wallet } = await connected()
    wallet.rejectNext('signMessage')

    await expect(adapter.signMessage({ connectorId, address: wallet.address, message: 'hello' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('behavior: not connected, or an address not connected → UnauthorizedProviderError, the wallet not asked', async () => {
    const { adapter, connectorId, wallet } = solanaAdapterSetup()
    await expect(adapter.signMessage({ connectorId, address: wallet.address, message: 'hello' })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await adapter.connect({ connectorId, network: solanaAdapterSetup().localnet })

    await expect(adapter.signMessage({ connectorId, address: new WalletStandardTestWallet({ seed: new Uint8Array(32).fill(3) }).address, message: 'x' })).rejects.toBeInstanceOf(
      UnauthorizedProviderError,
    )
    expect(wallet.requests.map((request) => request.method)).toEqual(['connect'])
  })
})

describe('SolanaChainAdapter: signIn', () => {
  it('default: solana:signIn with the short chain id; the exact signed text and a base58 signature', async () => {
    const { adapter, connectorId, wallet, localnet } = await connected()
    const input = signInInput(wallet.address, localnet.caipNetworkId)

    const output = await adapter.signIn({ connectorId, network: localnet, input })

    expect(wallet.requests.at(-1)).toEqual({ method: 'signIn', params: [{ ...input, chainId: 'localnet' }] })
    expect(output).toEqual({ address: wallet.address, message: createSignInMessageText({ ...input, chainId: 'localnet' }), signature: expect.any(String) })
    expect(ed25519.verify(base58.decode(output!.signature), utf8(output!.message), base58.decode(wallet.address))).toBe(true)
  })

  it('parameters: a public cluster by its short name', async () => {
    const { adapter, connectorId, wallet, devnet } = await connected()

    const output = await adapter.signIn({ connectorId, network: devnet, input: signInInput(wallet.address, devnet.caipNetworkId) })

    expect(output?.message).toContain('\nChain ID: devnet\n')
  })

  it('behavior: a wallet without solana:signIn → undefined (the core signs the message instead)', async () => {
    const { adapter, connectorId, wallet, registry, unregister, localnet } = solanaAdapterSetup()
    unregister()
    const { 'solana:signIn': _left, ...features } = wallet.features
    registry.register({ version: wallet.version, name: wallet.name, icon: wallet.icon, features, chains: wallet.chains, get accounts() { return wallet.accounts } } as never)

    await expect(adapter.signIn({ connectorId, network: localnet, input: signInInput(wallet.address, localnet.caipNetworkId) })).resolves.toBeUndefined()
    expect(wallet.requests).toEqual([])
  })

  it('fault: a signed message that differs from the request (another nonce) is refused', async () => {
    const { adapter, connectorId, wallet, localnet } = await connected()
    const feature = (wallet.features as unknown as Replaceable)['solana:signIn']!
    const honest = feature.signIn as (...inputs: unknown[]) => Promise<unknown>
    feature.signIn = (input: object) => honest({ ...input, nonce: 'other-nonce' })

    await expect(adapter.signIn({ connectorId, network: localnet, input: signInInput(wallet.address, localnet.caipNetworkId) })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('fault: a sign-in by another account is refused', async () => {
    const { adapter, connectorId, wallet, localnet } = await connected({ wallet: { accounts: 2 } })
    const other = wallet.addresses[1]!
    const feature = (wallet.features as unknown as Replaceable)['solana:signIn']!
    const honest = feature.signIn as (...inputs: unknown[]) => Promise<unknown>
    feature.signIn = (input: object) => honest({ ...input, address: other })

    await expect(adapter.signIn({ connectorId, network: localnet, input: signInInput(wallet.address, localnet.caipNetworkId) })).rejects.toThrow(/another account/)
  })
})
