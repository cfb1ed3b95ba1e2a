import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { WalletConnectRelayError } from '../adapters/walletconnect/WalletConnectRelayError.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../core/connection/pairingExpiry.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { connectThroughWallet, createDapp, createWallet, FIRST, nextPairingUri, useWalletConnectWorld } from './walletconnectSupport.js'

const world = useWalletConnectWorld()

describe('WalletConnect faults and pairing expiry', () => {
  it('pairing expiry in virtual time: a fresh URI 10 s before the 4 minutes end, and it pairs', async () => {
    const clock = new ManualClock()
    const dapp = createDapp(world, { clock })
    const wallet = await createWallet(world)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const firstUri = await nextPairingUri(dapp.adapter)
    const pending = dapp.adapter.pairing.getSnapshot()
    expect(pending).toEqual({ status: 'pending', uri: firstUri, expiresAt: clock.now() + PAIRING_EXPIRY_MS })

    await clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(dapp.adapter.pairing.getSnapshot()).toBe(pending)
    await clock.advanceAsync(1)
    const freshUri = await nextPairingUri(dapp.adapter, firstUri)
    expect(freshUri).not.toBe(firstUri)
    expect(freshUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const proposal = wallet.nextProposal()
    await wallet.pair(freshUri)
    await wallet.approve((await proposal).id)
    await connecting
    expect(dapp.walletport.getAccount().status).toBe('connected')
  })

  it('the relay drops every socket mid-session: the client reconnects and the session survives', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(dapp, wallet)
    await world.relay.dropAllSockets()
    expect(world.relay.subscriberCount(session.topic)).toBe(0)
    // Both clients notice the drop, reopen a socket and resubscribe on their own.
    await expect.poll(() => world.relay.subscriberCount(session.topic), { interval: 20, timeout: 5_000 }).toBe(2)
    const signature = await dapp.walletport.signMessage({ message: 'after a drop' })
    expect(await verifyMessage({ address: FIRST.address, message: 'after a drop', signature: signature as `0x${string}` })).toBe(true)
    expect(dapp.walletport.getAccount().status).toBe('connected')
  })

  it('the relay is unreachable: a typed WalletConnectRelayError, and a retry works once it is back', async () => {
    // 4 s: sign-client's own connection attempts back off between tries; the retry rides on them.
    const dapp = createDapp(world, { relayTimeoutMs: 4_000 })
    world.relay.refuseConnections(true)
    try {
      const error = await dapp.walletport.connect({ connectorId: 'walletConnect' }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(WalletConnectRelayError)
      expect(error).toMatchObject({ shortMessage: 'The WalletConnect relay could not be reached', category: 'NETWORK_ERROR' })
      expect(dapp.walletport.getAccount().status).toBe('disconnected')
    } finally {
      world.relay.refuseConnections(false)
    }
    await connectThroughWallet(dapp, await createWallet(world))
    expect(dapp.walletport.getAccount().status).toBe('connected')
  })

  it('no relay at all (closed port): WalletConnectRelayError', async () => {
    const dapp = createDapp(world, { relayUrl: 'ws://127.0.0.1:9', relayTimeoutMs: 1_500 })
    await expect(dapp.walletport.connect({ connectorId: 'walletConnect' })).rejects.toBeInstanceOf(WalletConnectRelayError)
  })
})
