// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { anvilAt } from '../../core/network/presets.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { Eip1193TestWallet } from '../../test-doubles/Eip1193TestWallet.js'
import { startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { ViemChainAdapter } from './ViemChainAdapter.js'

let node: AnvilInstance
const cleanups: (() => void)[] = []

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await node.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

const ICON = 'data:image/png;base64,iVBORw0KGgo='
const stranger = { request: async (): Promise<unknown> => null }
const wallet = (): Eip1193TestWallet => new Eip1193TestWallet({ chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl }] })

/** An adapter on the jsdom window, its recorded events and the warnings it logged. */
function setup() {
  const logger = new BufferedLogger({ clock: { now: () => 0 } })
  const network = anvilAt(node.rpcUrl, node.chainId)
  const adapter = new ViemChainAdapter({ networks: [network], logger })
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  cleanups.push(() => adapter.destroy())
  const warnings = (): string[] => logger.entries().filter((entry) => entry.level === 'warn').map((entry) => entry.message)
  return { adapter, network, events, warnings }
}

/** Dispatches a raw announcement, as any script in the page could. */
function announceRaw(detail: unknown): void {
  window.dispatchEvent(new window.CustomEvent('eip6963:announceProvider', { detail }))
}

describe('ViemChainAdapter: EIP-6963 in a DOM', () => {
  it('behavior: a wallet announced before the adapter starts answers its request → ANNOUNCED connector with name and icon', () => {
    const announced = wallet()
    cleanups.push(announced.announce(window, { name: 'Early Wallet', rdns: 'dev.walletport.early', icon: ICON }))
    const { adapter } = setup()

    const connectors = adapter.getConnectors()

    expect(connectors).toEqual([
      {
        id: 'dev.walletport.early',
        type: 'ANNOUNCED',
        name: 'Early Wallet',
        chain: 'eip155',
        info: { rdns: 'dev.walletport.early' },
        imageUrl: ICON,
        installed: true,
        provider: announced,
      },
    ])
  })

  it('behavior: a wallet announced later → connectorsChanged with it; connect works through it', async () => {
    const { adapter, network, events } = setup()
    adapter.getConnectors()
    const late = wallet()

    cleanups.push(late.announce(window, { name: 'Late Wallet', rdns: 'dev.walletport.late', icon: ICON }))
    const result = await adapter.connect({ connectorId: 'dev.walletport.late', network })

    expect(events).toEqual([{ type: 'connectorsChanged', connectors: adapter.getConnectors() }])
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual(['Late Wallet'])
    expect(result.accounts[0]?.address).toBe(late.address)
  })

  it('behavior: window.ethereum is "Browser Wallet", unless it is the provider of an announced wallet (announced wins)', () => {
    const injected = wallet()
    ;(window as { ethereum?: unknown }).ethereum = injected
    const { adapter } = setup()
    expect(adapter.getConnectors().map((connector) => `${connector.type}:${connector.name}`)).toEqual(['INJECTED:Browser Wallet'])

    cleanups.push(injected.announce(window, { name: 'Same Wallet', rdns: 'dev.walletport.same', icon: ICON }))

    expect(adapter.getConnectors().map((connector) => `${connector.type}:${connector.name}`)).toEqual(['ANNOUNCED:Same Wallet'])
  })

  it('behavior: a wallet re-announcing itself (on each request) is listed once, with no warning', () => {
    const announced = wallet()
    cleanups.push(announced.announce(window, { rdns: 'dev.walletport.again', icon: ICON }))
    const { adapter, warnings } = setup()
    adapter.getConnectors()

    window.dispatchEvent(new window.Event('eip6963:requestProvider'))
    window.dispatchEvent(new window.Event('eip6963:requestProvider'))

    expect(adapter.getConnectors()).toHaveLength(1)
    expect(warnings()).toEqual([])
  })

  it.each([
    ['a null detail', null, 'detail is not an object'],
    ['missing info', { provider: stranger }, 'info is missing'],
    ['a missing name', { info: { uuid: 'u1', rdns: 'dev.bad', icon: ICON }, provider: stranger }, 'name is missing'],
    ['a javascript: icon', { info: { uuid: 'u2', name: 'Bad', rdns: 'dev.bad', icon: 'javascript:alert(1)' }, provider: stranger }, 'icon is not a data:image/ URI'],
    ['an HTML icon', { info: { uuid: 'u3', name: 'Bad', rdns: 'dev.bad', icon: '<img src=x onerror=alert(1)>' }, provider: stranger }, 'icon is not a data:image/ URI'],
    ['no provider', { info: { uuid: 'u4', name: 'Bad', rdns: 'dev.bad', icon: ICON } }, 'provider has no request function'],
  ])('behavior: an announcement with %s is ignored with a warning, and later wallets still appear', (_case, detail, reason) => {
    const { adapter, events, warnings } = setup()
    adapter.getConnectors()

    announceRaw(detail)
    cleanups.push(wallet().announce(window, { name: 'Good Wallet', rdns: 'dev.walletport.good', icon: ICON }))

    expect(warnings()).toEqual([`Ignored an EIP-6963 announcement: ${reason}`])
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual(['Good Wallet'])
    expect(events).toHaveLength(1)
  })

  it('behavior: a second provider with a uuid already seen is ignored with a warning (first wins)', () => {
    const { adapter, warnings } = setup()
    adapter.getConnectors()
    const first = wallet()
    announceRaw({ info: { uuid: 'same-uuid', name: 'First', rdns: 'dev.walletport.first', icon: ICON }, provider: first })

    announceRaw({ info: { uuid: 'same-uuid', name: 'Impostor', rdns: 'dev.walletport.impostor', icon: ICON }, provider: wallet() })

    expect(warnings()).toEqual(['Ignored an EIP-6963 announcement: duplicate uuid'])
    expect(adapter.getConnectors().map((connector) => connector.provider)).toEqual([first])
  })

  it('behavior: a second provider claiming an rdns already seen is ignored with a warning (first wins)', () => {
    const { adapter, warnings } = setup()
    adapter.getConnectors()
    const genuine = wallet()
    cleanups.push(genuine.announce(window, { name: 'Genuine', rdns: 'io.metamask', icon: ICON }))

    cleanups.push(wallet().announce(window, { name: 'Impostor', rdns: 'io.metamask', icon: ICON }))

    expect(warnings()).toEqual(['Ignored an EIP-6963 announcement: a second provider claims an rdns already seen'])
    expect(adapter.getConnectors().map((connector) => [connector.name, connector.provider])).toEqual([['Genuine', genuine]])
  })

  it('parameters: enableEIP6963 false → no discovery; enableInjected false → no Browser Wallet', () => {
    ;(window as { ethereum?: unknown }).ethereum = wallet()
    cleanups.push(wallet().announce(window, { rdns: 'dev.walletport.ignored', icon: ICON }))

    const adapter = new ViemChainAdapter({ networks: [], enableEIP6963: false, enableInjected: false })

    expect(adapter.getConnectors()).toEqual([])
  })

  it('behavior: destroy() stops listening to announcements', () => {
    const { adapter } = setup()
    adapter.getConnectors()

    adapter.destroy()
    cleanups.push(wallet().announce(window, { rdns: 'dev.walletport.after', icon: ICON }))

    expect(adapter.getConnectors()).toEqual([])
  })
})
