/**
 * One-click sign-in over WalletConnect (CAIP-222, `wc_sessionAuthenticate`) with a real
 * @reown/walletkit wallet through the local relay: the wallet connects and signs in one step,
 * a wallet without it answers the fallback proposal, and a refusal ends the connect.
 */
import { describe, expect, it, vi } from 'vitest'
import { ViemSiwxVerifier } from '../adapters/siwx/evm/ViemSiwxVerifier.js'
import { LocalSiwx } from '../core/siwx/LocalSiwx.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../core/connection/pairingExpiry.js'
import { recoverMessageAddress } from 'viem'
import { FIRST, createDapp, createWallet, nextPairingUri, useWalletConnectWorld } from './walletconnectSupport.js'

const world = useWalletConnectWorld()
const REQUEST = { domain: '127.0.0.1', uri: 'http://127.0.0.1/', version: '1', nonce: 'walletport1234', issuedAt: '2026-01-01T00:00:00Z', statement: 'Sign in to the test dapp' }

describe('one-click sign-in over WalletConnect', () => {
  it('connects and signs in with one approval: the CACAO read, its EIP-4361 text rebuilt and signed by the account', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, undefined, { authenticate: true })
    dapp.adapter.setConnectSignInRequest(async () => REQUEST)
    let proposals = 0
    wallet.onProposal(() => (proposals += 1))
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const asked = wallet.nextAuthentication()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    const request = await asked
    expect(request.domain).toBe('127.0.0.1')
    expect(request.chainIds).toEqual([31337, 31338])
    await wallet.approveAuthentication(request.id)
    await connecting
    expect(dapp.walletport.getAccount()?.address).toBe(FIRST.address)
    expect(proposals).toBe(0)
    const authentication = dapp.adapter.takeConnectSignIn()
    expect(authentication?.address).toBe(FIRST.address)
    expect(authentication?.message).toContain('127.0.0.1 wants you to sign in with your Ethereum account:')
    expect(authentication?.message).toContain('Nonce: walletport1234')
    expect(authentication?.cacao.p.iss).toBe(`did:pkh:${authentication?.chainId}:${FIRST.address}`)
    expect(await recoverMessageAddress({ message: authentication?.message ?? '', signature: authentication?.signature as `0x${string}` })).toBe(FIRST.address)
    expect(dapp.adapter.takeConnectSignIn()).toBeUndefined()
    // The session the CACAO's ReCap granted carries requests.
    expect(await dapp.walletport.signMessage({ message: 'after one-click' })).toMatch(/^0x[0-9a-f]{130}$/i)
  })

  it('falls back to the session proposal with a wallet that does not answer authenticate: connected, no sign-in', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    dapp.adapter.setConnectSignInRequest(async () => REQUEST)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const proposal = wallet.nextProposal()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.approve((await proposal).id)
    await connecting
    expect(dapp.walletport.getAccount()?.address).toBe(FIRST.address)
    expect(dapp.adapter.takeConnectSignIn()).toBeUndefined()
  })

  it('a refused authentication ends the connect with a typed error and leaves nothing connected', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, undefined, { authenticate: true })
    dapp.adapter.setConnectSignInRequest(async () => REQUEST)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const asked = wallet.nextAuthentication()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.rejectAuthentication((await asked).id)
    const error = await connecting.then(() => undefined, (cause: unknown) => cause)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001, category: 'USER_REJECTED' })
    expect(dapp.walletport.getAccount()?.address).toBeUndefined()
    expect(dapp.adapter.takeConnectSignIn()).toBeUndefined()
  })
})

describe('one-click sign-in through the sign-in flow (siwx set)', () => {
  const localSiwx = () => new LocalSiwx({ domain: '127.0.0.1', uri: 'http://127.0.0.1/', storage: new InMemoryStorage(), verifiers: [new ViemSiwxVerifier()], statement: 'Sign in to the test dapp' })

  it('scan once, sign once: the CACAO verified by LocalSiwx and stored in the session, no personal_sign follows', async () => {
    const siwx = localSiwx()
    const dapp = createDapp(world, { siwx })
    const wallet = await createWallet(world, undefined, { authenticate: true })
    await dapp.walletport.signOut() // the sign-in code has loaded and offers one-click to the adapter
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const asked = wallet.nextAuthentication()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.approveAuthentication((await asked).id)
    await connecting
    await vi.waitFor(() => expect(dapp.walletport.getSiwx().status).toBe('signedIn'))
    const session = dapp.walletport.getSiwx().session
    expect(session?.data.accountAddress).toBe(FIRST.address)
    expect(session?.data.nonce).toMatch(/^[0-9a-zA-Z]{8,}$/)
    expect((session?.cacao as { p: { iss: string } }).p.iss).toBe(`did:pkh:${session?.data.chainId}:${FIRST.address}`)
    expect(await siwx.getSessions(session?.data.chainId ?? '', FIRST.address)).toHaveLength(1)
    expect(wallet.answered.filter((answer) => answer.method === 'personal_sign')).toEqual([])
  })

  it('a wallet without authenticate: the proposal connects, then the SIWX personal_sign signs in', async () => {
    const siwx = localSiwx()
    const dapp = createDapp(world, { siwx })
    const wallet = await createWallet(world)
    await vi.waitFor(() => expect(dapp.walletport.getSiwx().status).toBe('signedOut'))
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const proposal = wallet.nextProposal()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.approve((await proposal).id)
    await connecting
    await vi.waitFor(() => expect(dapp.walletport.getSiwx().status).toBe('awaitingSignature'))
    const result = await dapp.walletport.signIn()
    expect(result.status).toBe('signedIn')
    expect(dapp.walletport.getSiwx().session?.cacao).toBeUndefined()
    expect(wallet.answered.filter((answer) => answer.method === 'personal_sign')).toHaveLength(1)
  })
})

describe('an expired one-click request', () => {
  it('is replaced before it expires by a fresh one with a fresh message (nonce), and the fresh one signs in', async () => {
    const clock = new ManualClock()
    const dapp = createDapp(world, { clock })
    const wallet = await createWallet(world, undefined, { authenticate: true })
    let asked = 0
    dapp.adapter.setConnectSignInRequest(async () => ({ ...REQUEST, nonce: `walletport${(asked += 1)}x` }))
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const firstUri = await nextPairingUri(dapp.adapter)
    await clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
    const freshUri = await nextPairingUri(dapp.adapter, firstUri)
    expect(freshUri).not.toBe(firstUri)
    expect(freshUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const request = wallet.nextAuthentication()
    await wallet.pair(freshUri)
    await wallet.approveAuthentication((await request).id)
    await connecting
    expect(asked).toBe(2)
    expect(dapp.adapter.takeConnectSignIn()?.message).toContain('Nonce: walletport2x')
  })
})
