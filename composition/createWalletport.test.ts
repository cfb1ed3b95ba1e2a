import { describe, expect, it } from 'vitest'
import { firstValueFrom, filter } from 'rxjs'
import { InvalidOptionsError } from '../core/options/InvalidOptionsError.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { fakeWalletport as setup } from '../tests/support/fakeWalletport.js'
import { createWalletport } from './createWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('createWalletport', () => {
  it('default: runs in Node with the default adapters and starts disconnected', async () => {
    const walletport = createWalletport({ networks: [mainnet] })
    await walletport.ready
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
    expect(walletport.getModal().open).toBe(false)
    walletport.destroy()
  })

  it('behavior: invalid options throw one typed error before anything is built', () => {
    expect(() => createWalletport({ networks: [] })).toThrow(InvalidOptionsError)
  })

  it('behavior: two instances in one process share no state (no SSR leak)', async () => {
    const a = setup()
    const b = setup()
    await a.walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect(a.walletport.getAccount().status).toBe('connected')
    expect(b.walletport.getAccount().status).toBe('disconnected')
    a.walletport.open()
    expect(b.walletport.getModal().open).toBe(false)
  })

  it('behavior: two calls build two containers: no default adapter is shared', () => {
    const a = createWalletport({ networks: [mainnet], projectId: 'p1' })
    const b = createWalletport({ networks: [mainnet], projectId: 'p1' })
    expect(a.walletDirectory).toBeDefined()
    expect(a.walletDirectory).not.toBe(b.walletDirectory)
    a.destroy()
    b.destroy()
  })
})

describe('observables', () => {
  it('behavior: account$ emits the connected account; watchAccount unsubscribes', async () => {
    const { walletport } = setup()
    const seen: string[] = []
    const stop = walletport.watchAccount((account) => seen.push(account.status))
    const connected = firstValueFrom(walletport.account$.pipe(filter((account) => account.status === 'connected')))
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect((await connected).address).toBe(ADDRESS)
    await walletport.refreshBalance()
    stop()
    const seenBeforeStop = seen.length
    await walletport.disconnect()
    expect(seen.slice(0, 3)).toEqual(['disconnected', 'connecting', 'connected'])
    expect(seen).toHaveLength(seenBeforeStop)
  })
})

describe('telemetry', () => {
  it('behavior: with analytics off nothing at all is sent', async () => {
    const { walletport, telemetry } = setup({}, { projectId: 'p1' })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    await flushMicrotasks()
    expect(telemetry.attempts).toBe(0)
  })

  it('parameters: analytics on sends the analytics event shape', async () => {
    const { walletport, telemetry } = setup({}, { projectId: 'p1', features: { analytics: true } })
    await walletport.switchNetwork(polygon)
    await flushMicrotasks()
    const event = telemetry.events.find((each) => each.props.event === 'SWITCH_NETWORK')
    expect(event).toMatchObject({ props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:137' } } })
    expect(typeof event?.eventId).toBe('string')
    expect(typeof event?.timestamp).toBe('number')
  })
})
