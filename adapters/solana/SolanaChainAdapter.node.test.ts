import { afterEach, describe, expect, it } from 'vitest'

// Runs in Node (no DOM). A getter planted on globalThis.window records every read, so
// "importing walletport/solana touches no window" is checked, not assumed. Nothing of the
// entry is imported statically: the dynamic import below is the first evaluation.
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

describe('SolanaChainAdapter in Node', () => {
  it('behavior: importing walletport/solana and constructing the adapter read no window', async () => {
    expect('window' in globalThis).toBe(false)
    plant()
    reads = 0

    const { SolanaChainAdapter } = await import('./index.js')
    const { solanaDevnet } = await import('../../core/network/presets.js')
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet] })

    expect(reads).toBe(0)
    // The probe works: listing connectors opens the page's registry (lazily), which looks for a window.
    expect(adapter.getConnectors()).toEqual([])
    expect(reads).toBeGreaterThan(0)
  })
})
