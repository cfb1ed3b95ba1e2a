/**
 * One-click sign-in over WalletConnect (CAIP-222, `wc_sessionAuthenticate`) with a real
 * @reown/walletkit wallet through the local relay: the wallet connects and signs in one step,
 * a wallet without it answers the fallback proposal, and a refusal ends the connect.
 */
import { describe, expect, it } from 'vitest'
import { recoverMessageAddress } from 'viem'
import { FIRST, createDapp, createWallet, nextPairingUri, useWalletConnectWorld } from './walletconnectSupport.js'

const world = useWalletConnectWorld()
const REQUEST = { domain: '127.0.0.1', uri: 'http://127.0.0.1/', version: '1', nonce: 'walletport1234', issuedAt: '2026-01-01T00:00:00Z', statement: 'Sign in to the test dapp' }

describe('one-click sign-in over WalletConnect', () => {
  it('connects and signs in with one approval: the CACAO read, its EIP-4361 text rebuilt and signed by the account', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, undefined, { authenticate: true })
    dapp.adapter.setAuthRequest(async () => REQUEST)
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
    const authentication = dapp.adapter.takeAuthentication()
    expect(authentication?.address).toBe(FIRST.address)
    expect(authentication?.message).toContain('127.0.0.1 wants you to sign in with your Ethereum account:')
    expect(authentication?.message).toContain('Nonce: walletport1234')
    expect(authentication?.cacao.p.iss).toBe(`did:pkh:${authentication?.chainId}:${FIRST.address}`)
    expect(await recoverMessageAddress({ message: authentication?.message ?? '', signature: authentication?.signature as `0x${string}` })).toBe(FIRST.address)
    expect(dapp.adapter.takeAuthentication()).toBeUndefined()
    // The session the CACAO's ReCap granted carries requests.
    expect(await dapp.walletport.signMessage({ message: 'after one-click' })).toMatch(/^0x[0-9a-f]{130}$/i)
  })

  it('falls back to the session proposal with a wallet that does not answer authenticate: connected, no sign-in', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    dapp.adapter.setAuthRequest(async () => REQUEST)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const proposal = wallet.nextProposal()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.approve((await proposal).id)
    await connecting
    expect(dapp.walletport.getAccount()?.address).toBe(FIRST.address)
    expect(dapp.adapter.takeAuthentication()).toBeUndefined()
  })

  it('a refused authentication ends the connect with a typed error and leaves nothing connected', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, undefined, { authenticate: true })
    dapp.adapter.setAuthRequest(async () => REQUEST)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const asked = wallet.nextAuthentication()
    await wallet.pair(await nextPairingUri(dapp.adapter))
    await wallet.rejectAuthentication((await asked).id)
    const error = await connecting.then(() => undefined, (cause: unknown) => cause)
    expect(error).toMatchObject({ name: expect.stringMatching(/Error$/) })
    expect(dapp.walletport.getAccount()?.address).toBeUndefined()
    expect(dapp.adapter.takeAuthentication()).toBeUndefined()
  })
})
