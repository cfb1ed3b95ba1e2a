import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { NobleSolanaSiwxVerifier } from '../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { UnauthorizedProviderError, UnrecognizedChainError, UserRejectedRequestError } from '../core/errors/walletErrors.js'
import type { SignInInput } from '../ports/ChainAdapter.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from './FakeChainAdapter.js'
import { EXAMPLE_NETWORKS } from './exampleNetworks.js'

const { solana } = EXAMPLE_NETWORKS
const connectorId = FAKE_CONNECTOR_ID
/** The address of the default key (seed 32 × 0x01). */
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const INPUT: SignInInput = {
  domain: 'app.example',
  address: ADDRESS,
  uri: 'https://app.example',
  version: '1',
  chainId: MAINNET,
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}
const verifier = new NobleSolanaSiwxVerifier()

async function connected(options: ConstructorParameters<typeof FakeChainAdapter>[0] = {}): Promise<FakeChainAdapter> {
  const adapter = new FakeChainAdapter({ namespace: 'solana', signIn: true, ...options })
  await adapter.connect({ connectorId, network: solana })
  return adapter
}

describe('FakeChainAdapter: one-step sign-in and real ed25519 signatures (solana)', () => {
  it('default: no signIn at all (EVM fakes, and solana fakes without the option)', () => {
    expect('signIn' in new FakeChainAdapter()).toBe(false)
    expect(new FakeChainAdapter({ namespace: 'solana' }).signIn).toBeUndefined()
    expect(() => new FakeChainAdapter({ signIn: true })).toThrow('solana options')
  })

  it('signIn: the Sign In With Solana text of the input, the chain as its cluster name, signed by the account’s key', async () => {
    const adapter = await connected()

    const output = await adapter.signIn?.({ connectorId, network: solana, input: INPUT })

    expect(output?.address).toBe(ADDRESS)
    expect(output?.message).toBe(createSignInMessageText({ ...INPUT, chainId: 'mainnet' }))
    expect(await verifier.verifySignature({ message: output?.message ?? '', signature: output?.signature ?? '', address: ADDRESS, chainId: MAINNET })).toEqual({ valid: true })
    expect(adapter.callsTo('signIn')).toEqual([{ connectorId, network: solana, input: INPUT }])
  })

  it('signIn: localnet is written as such when the fake knows its genesis hash; an unknown chain is refused', async () => {
    const local = await connected({ localnetGenesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69xqZ9a9jbuDMm' })
    const input = { ...INPUT, chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' }

    expect((await local.signIn?.({ connectorId, network: solana, input }))?.message).toContain('\nChain ID: localnet\n')
    await expect((await connected()).signIn?.({ connectorId, network: solana, input })).rejects.toBeInstanceOf(UnrecognizedChainError)
  })

  it('signIn: scripted like any call (failNext), and its next answer can be changed', async () => {
    const adapter = await connected()
    adapter.failNext('signIn', new UserRejectedRequestError())
    adapter.answerNextSignIn(() => undefined).answerNextSignIn((output) => ({ ...output, address: '11111111111111111111111111111111' }))

    await expect(adapter.signIn?.({ connectorId, network: solana, input: INPUT })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await adapter.signIn?.({ connectorId, network: solana, input: INPUT })).toBeUndefined()
    expect((await adapter.signIn?.({ connectorId, network: solana, input: INPUT }))?.address).toBe('11111111111111111111111111111111')
    expect((await adapter.signIn?.({ connectorId, network: solana, input: INPUT }))?.address).toBe(ADDRESS)
  })

  it('signIn: a wallet not connected refuses (UnauthorizedProviderError)', async () => {
    const adapter = new FakeChainAdapter({ namespace: 'solana', signIn: true })

    await expect(adapter.signIn?.({ connectorId, network: solana, input: INPUT })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('secretKey: the account is the key, and signMessage gives an ed25519 signature (base58)', async () => {
    const adapter = new FakeChainAdapter({ namespace: 'solana', secretKey: new Uint8Array(32).fill(7) })
    const { accounts } = await adapter.connect({ connectorId, network: solana })
    const address = accounts[0]?.address ?? ''

    const signature = await adapter.signMessage({ connectorId, address, message: 'hello' })

    expect(adapter.signIn).toBeUndefined()
    expect(address).not.toBe(ADDRESS)
    expect(await verifier.verifySignature({ message: 'hello', signature, address, chainId: MAINNET })).toEqual({ valid: true })
  })
})
