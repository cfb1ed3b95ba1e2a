import { describe, expect, it } from 'vitest'
import { buildEvmConnectors } from './buildEvmConnectors.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import type { Announcement } from './parseAnnouncement.js'

const provider = (): Eip1193Provider => ({ request: async () => null })
const announcement = (rdns: string, walletProvider = provider()): Announcement => ({
  uuid: `uuid-${rdns}`,
  name: `Wallet ${rdns}`,
  icon: 'data:image/png;base64,AA==',
  rdns,
  provider: walletProvider,
})

describe('buildEvmConnectors', () => {
  it('default: nothing present → no connector', () => {
    expect(buildEvmConnectors({ injected: undefined, announced: [], external: [] })).toEqual([])
  })

  it('behavior: window.ethereum alone → the generic INJECTED "Browser Wallet", installed', () => {
    const injected = provider()

    const [entry] = buildEvmConnectors({ injected, announced: [], external: [] })

    expect(entry?.provider).toBe(injected)
    expect(entry?.connector).toEqual({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155', installed: true, provider: injected })
  })

  it('behavior: an announcement → an ANNOUNCED connector with rdns as id and the icon as imageUrl', () => {
    const wallet = announcement('io.example')

    const [entry] = buildEvmConnectors({ injected: undefined, announced: [wallet], external: [] })

    expect(entry?.connector).toEqual({
      id: 'io.example',
      type: 'ANNOUNCED',
      name: 'Wallet io.example',
      chain: 'eip155',
      info: { rdns: 'io.example' },
      imageUrl: 'data:image/png;base64,AA==',
      installed: true,
      provider: wallet.provider,
    })
  })

  it('behavior: the announced wallet wins over the generic injected one when window.ethereum is the same provider', () => {
    const shared = provider()

    const entries = buildEvmConnectors({ injected: shared, announced: [announcement('io.example', shared)], external: [] })

    expect(entries.map((entry) => entry.connector.id)).toEqual(['io.example'])
  })

  it('behavior: window.ethereum of another wallet stays beside the announced ones', () => {
    const entries = buildEvmConnectors({ injected: provider(), announced: [announcement('io.example')], external: [] })

    expect(entries.map((entry) => entry.connector.id)).toEqual(['io.example', 'injected'])
  })

  it('behavior: a given provider is an EXTERNAL connector and wins over an announced one with its rdns', () => {
    const mine = provider()

    const entries = buildEvmConnectors({
      injected: undefined,
      announced: [announcement('io.example')],
      external: [{ id: 'node-wallet', name: 'Node Wallet', provider: mine, rdns: 'io.example', icon: 'https://cdn.example/w.png' }],
    })

    expect(entries.map((entry) => entry.connector)).toEqual([
      {
        id: 'node-wallet',
        type: 'EXTERNAL',
        name: 'Node Wallet',
        chain: 'eip155',
        installed: true,
        provider: mine,
        info: { rdns: 'io.example' },
        imageUrl: 'https://cdn.example/w.png',
      },
    ])
  })

  it('behavior: de-duplicated by id too (a given provider with id "injected" hides window.ethereum)', () => {
    const entries = buildEvmConnectors({ injected: provider(), announced: [], external: [{ id: 'injected', name: 'Mine', provider: provider() }] })

    expect(entries.map((entry) => `${entry.connector.type}:${entry.connector.id}`)).toEqual(['EXTERNAL:injected'])
  })
})
