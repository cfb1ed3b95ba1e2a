import { afterEach, describe, expect, it } from 'vitest'

// Runs in Node (no DOM). A getter planted on globalThis.window records every read,
// so "touches no window" is checked, not assumed.
let reads = 0
const plant = (): void => {
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    get() {
      reads += 1
      return undefined
    },
  })
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

describe('ViemChainAdapter in Node', () => {
  it('behavior: importing walletport/evm and constructing the adapter read no window', async () => {
    expect('window' in globalThis).toBe(false)
    plant()
    reads = 0

    const { ViemChainAdapter } = await import('./index.js')
    const { mainnet } = await import('../../core/network/presets.js')
    const adapter = new ViemChainAdapter({ networks: [mainnet] })

    expect(reads).toBe(0)
    // The probe works: listing connectors looks for a window (lazily), and finds none.
    expect(adapter.getConnectors()).toEqual([])
    expect(reads).toBeGreaterThan(0)
  })

  it('behavior: with no window, the connectors are the given providers only, and nothing throws', async () => {
    const { ViemChainAdapter } = await import('./index.js')
    const provider = { request: async (): Promise<unknown> => null }

    const adapter = new ViemChainAdapter({ networks: [], providers: [{ id: 'node-wallet', name: 'Node Wallet', provider }] })

    expect(adapter.getConnectors().map((connector) => `${connector.type}:${connector.id}`)).toEqual(['EXTERNAL:node-wallet'])
    expect('window' in globalThis).toBe(false)
  })

  it('parameters: a window-like object in the options gives the Browser Wallet, with no global window', async () => {
    const { ViemChainAdapter } = await import('./index.js')
    const ethereum = { request: async (): Promise<unknown> => null }

    const adapter = new ViemChainAdapter({ networks: [], window: { ethereum } })

    expect(adapter.getConnectors().map((connector) => [connector.id, connector.name, connector.provider])).toEqual([['injected', 'Browser Wallet', ethereum]])
  })

  it('behavior: two providers with one id are refused at construction (a typed configuration error)', async () => {
    const { ViemChainAdapter } = await import('./index.js')
    const provider = { request: async (): Promise<unknown> => null }

    expect(
      () =>
        new ViemChainAdapter({
          networks: [],
          providers: [
            { id: 'same', name: 'A', provider },
            { id: 'same', name: 'B', provider },
          ],
        }),
    ).toThrow(expect.objectContaining({ category: 'CONFIGURATION_ERROR', details: { id: 'same' } }))
  })
})
