import { describe, expect, it } from 'vitest'
import { parseOptions } from '../options/parseOptions.js'
import { mainnet } from '../network/presets.js'
import { Store } from '../state/Store.js'
import type { Connection } from '../state/WalletState.js'
import type { Connector } from './Connector.js'
import { connectorListOf } from './connectorListOf.js'
import type { RecentWallet, Wallet } from './Wallet.js'

const INJECTED: Connector = { id: 'injected-a', type: 'INJECTED', name: 'Wallet A', chain: 'eip155', installed: true }
const ANOTHER: Connector = { id: 'injected-b', type: 'INJECTED', name: 'Wallet B', chain: 'eip155', installed: true }

function setup() {
  const connectors = new Store<readonly Connector[]>([INJECTED])
  const list = connectorListOf({
    connectors,
    recent: new Store<readonly RecentWallet[]>([]),
    connections: new Store<readonly Connection[]>([]),
    directory: new Store<{ readonly featured: readonly Wallet[]; readonly recommended: readonly Wallet[] }>({ featured: [], recommended: [] }),
    options: parseOptions({ networks: [mainnet] }),
    isMobile: false,
  })
  return { connectors, list }
}

const text = (value: unknown) => JSON.stringify(value)

describe('connectorListOf', () => {
  it('behavior: the snapshot is the same reference while the inputs stay the same, and state$ emits that value', () => {
    const { list } = setup()
    const first = list.getSnapshot()
    expect(list.getSnapshot()).toBe(first)
    const emitted: unknown[] = []
    list.state$.subscribe((value) => emitted.push(value)).unsubscribe()
    expect(emitted).toEqual([first])
    expect(emitted[0]).toBe(first)
  })

  it('behavior: a changed input builds a new list, seen by getSnapshot and state$ alike', () => {
    const { connectors, list } = setup()
    const emitted: unknown[] = []
    const subscription = list.state$.subscribe((value) => emitted.push(value))
    const before = list.getSnapshot()
    connectors.set([INJECTED, ANOTHER])
    const after = list.getSnapshot()
    subscription.unsubscribe()
    expect(after).not.toBe(before)
    expect(text(after)).toContain('Wallet B')
    expect(text(before)).not.toContain('Wallet B')
    expect(emitted).toEqual([before, after])
    expect(emitted[1]).toBe(after)
  })
})
