import { describe, expect, it } from 'vitest'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import type { CoreContext } from '../CoreContext.js'
import type { Connector } from '../connectors/Connector.js'
import { Store } from '../state/Store.js'
import { watchAdapterEvents } from './watchAdapterEvents.js'

const OTHER: Connector = { id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' }

function setup(handle: () => Promise<void> = async () => undefined) {
  const adapter = new FakeChainAdapter()
  const errors: unknown[] = []
  const context = { logger: { error: (...args: unknown[]) => void errors.push(args) } } as unknown as CoreContext
  const connectors = new Store<readonly Connector[]>([])
  const handled: unknown[] = []
  const useCases = { handleAdapterEvent: (_context: CoreContext, namespace: string, event: unknown) => (handled.push([namespace, event]), handle()) }
  const stop = watchAdapterEvents({ context, adapters: [adapter], connectors, useCases })
  return { adapter, connectors, handled, errors, stop }
}

describe('watchAdapterEvents', () => {
  it('default: a wallet event goes to handleAdapterEvent with the adapter’s namespace', () => {
    const { adapter, handled } = setup()
    adapter.emit({ type: 'disconnect', connectorId: 'fake-wallet' })
    expect(handled).toEqual([['eip155', { type: 'disconnect', connectorId: 'fake-wallet' }]])
  })

  it('behavior: a changed connector set refreshes the connectors at once, without the use cases', () => {
    const { adapter, connectors, handled } = setup()
    adapter.emit({ type: 'connectorsChanged', connectors: [OTHER] })
    expect(connectors.getSnapshot()).toEqual([OTHER])
    expect(handled).toEqual([])
  })

  it('behavior: a failing event is logged; stop ends the watch', async () => {
    const { adapter, handled, errors, stop } = setup(async () => Promise.reject(new Error('boom')))
    adapter.emit({ type: 'disconnect', connectorId: 'fake-wallet' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toEqual([['failed to apply a wallet event', new Error('boom')]])
    stop()
    adapter.emit({ type: 'disconnect', connectorId: 'fake-wallet' })
    expect(handled).toHaveLength(1)
  })

  it('behavior: stop destroys each adapter after unsubscribing (the instance owns the adapters it was given)', () => {
    const order: string[] = []
    const adapter = Object.assign(new FakeChainAdapter(), { destroy: () => void order.push(`destroyed, ${adapter.listenerCount} listeners`) })
    const context = { logger: { error: () => undefined } } as unknown as CoreContext
    const stop = watchAdapterEvents({ context, adapters: [adapter], connectors: new Store<readonly Connector[]>([]), useCases: { handleAdapterEvent: async () => undefined } })
    expect(adapter.listenerCount).toBe(1)
    stop()
    expect(order).toEqual(['destroyed, 0 listeners'])
  })
})
