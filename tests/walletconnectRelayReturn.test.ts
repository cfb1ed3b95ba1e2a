import { setTimeout as sleep } from 'node:timers/promises'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { startLocalRelay } from '../test-doubles/relay/index.js'
import { connectThroughWallet, createDapp, createWallet, FIRST, useWalletConnectWorld } from './walletconnectSupport.js'

const world = useWalletConnectWorld()
/** The relay's return, then the wallet's receipt of the request, within this long (issue 19). */
const DELIVERY_LIMIT_MS = 2_000
/**
 * Stops the relay (every socket dies), keeps it away for `outageMs`, starts it again on the same
 * port; resolves at its return. sign-client alone tries again 0.1, 1.1, 3.1, 6.1, 10.1 s after a drop.
 */
async function relayOutage(outageMs: number, sendAsItDies: () => void): Promise<number> {
  const { port } = world.relay
  const stopping = world.relay.stop()
  sendAsItDies()
  await stopping
  await sleep(outageMs)
  world.relay = await startLocalRelay({ port })
  return performance.now()
}

describe('WalletConnect: a request sent as the relay socket dies (real local relay, real walletkit wallet)', () => {
  it('is delivered within 2 s of the relay’s return, and answered', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    await connectThroughWallet(dapp, wallet)
    let signing: Promise<string> | undefined
    const back = await relayOutage(1_500, () => (signing = dapp.walletport.signMessage({ message: 'sent as the socket dies' })))
    await expect.poll(() => wallet.answered.length, { interval: 5, timeout: 30_000 }).toBe(1)
    const deliveredMs = performance.now() - back
    console.log(`request sent as the socket died: delivered ${deliveredMs.toFixed(0)} ms after the relay's return`)
    expect(deliveredMs).toBeLessThanOrEqual(DELIVERY_LIMIT_MS)
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: FIRST.address, message: 'sent as the socket dies', signature })).toBe(true)
    expect(wallet.answered).toHaveLength(1) // once: the resend is not a second request
  }, 40_000)

  it('a request sent while the relay is away is delivered within 2 s of its return', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    await connectThroughWallet(dapp, wallet)
    let signing: Promise<string> | undefined
    const back = await relayOutage(4_000, () => void sleep(300).then(() => (signing = dapp.walletport.signMessage({ message: 'sent while away' }))))
    await expect.poll(() => wallet.answered.length, { interval: 5, timeout: 30_000 }).toBe(1)
    const deliveredMs = performance.now() - back
    console.log(`request sent while the relay was away: delivered ${deliveredMs.toFixed(0)} ms after its return`)
    expect(deliveredMs).toBeLessThanOrEqual(DELIVERY_LIMIT_MS)
    expect(await verifyMessage({ address: FIRST.address, message: 'sent while away', signature: (await signing) as `0x${string}` })).toBe(true)
  }, 40_000)

  it('a close asked for (destroy) is not a drop: nothing reconnects', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    await connectThroughWallet(dapp, wallet)
    expect(world.relay.connectionCount).toBe(2)
    await Promise.all([dapp.adapter.destroy(), wallet.destroy()])
    await sleep(1_200) // past two probe intervals
    expect(world.relay.connectionCount).toBe(0)
  })
})
