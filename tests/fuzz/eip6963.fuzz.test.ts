// @vitest-environment jsdom
import * as fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { parseAnnouncement } from '../../adapters/evm/parseAnnouncement.js'
import { ViemChainAdapter } from '../../adapters/evm/ViemChainAdapter.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { anvilAt } from '../../core/network/presets.js'
import { checkProperty, fuzzTimeout, nearValid } from './fuzzRuns.js'
import { ScriptedProvider } from './scriptedProvider.js'

const NETWORK = anvilAt('http://127.0.0.1:9', 1)
const PROVIDERS = [new ScriptedProvider(), new ScriptedProvider(), { request: 'not a function' }]
const uncaught: unknown[] = []
const onError = (event: ErrorEvent): void => {
  uncaught.push(event.error)
}
afterEach(() => {
  window.removeEventListener('error', onError)
})

/** A detail as a wallet announces it: info (uuid, name, icon, rdns) and its provider. */
const announcement = fc.record({
  info: fc.record({
    uuid: fc.constantFrom('u1', 'u2', 'u3', '350670db-19fa-4704-a166-e52e178b59d2'),
    name: fc.oneof(fc.constantFrom('Wallet', ' Padded ', 'Émoji 🦊'), fc.string()),
    icon: fc.oneof(fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,<svg/>', 'https://evil.example/i.png', 'javascript:alert(1)'), fc.string().map((text) => `data:image/png,${text}`)),
    rdns: fc.constantFrom('io.metamask', 'com.example.wallet', 'io.metamask', 'bad rdns', '-a.b'),
  }),
  provider: fc.constantFrom(...PROVIDERS),
})

describe('fuzz: EIP-6963 announcements', () => {
  it(
    'property: any sequence of announcements → no error escapes dispatchEvent; connectors are the valid ones, one per uuid and rdns; a refused one changes nothing',
    async () => {
      window.addEventListener('error', onError)
      await checkProperty(
        fc.property(fc.array(nearValid(announcement), { minLength: 1, maxLength: 5 }), (details) => {
          uncaught.length = 0
          const logger = new BufferedLogger({ clock: { now: () => 0 }, level: 'warn' })
          const adapter = new ViemChainAdapter({ networks: [NETWORK], logger, enableInjected: false })
          try {
            adapter.getConnectors()
            for (const detail of details) {
              const before = adapter.getConnectors()
              window.dispatchEvent(new window.CustomEvent('eip6963:announceProvider', { detail }))
              if (!parseAnnouncement(detail).ok) expect(adapter.getConnectors()).toBe(before)
            }
            expect(uncaught).toEqual([])
            const connectors = adapter.getConnectors()
            expect(new Set(connectors.map((connector) => connector.id)).size).toBe(connectors.length)
            for (const connector of connectors) {
              expect(connector.type).toBe('ANNOUNCED')
              expect(connector.imageUrl).toMatch(/^data:image\//i)
              expect(connector.name.trim()).toBe(connector.name)
              expect(connector.name.length).toBeGreaterThan(0)
            }
          } finally {
            adapter.destroy()
          }
        }),
      )
    },
    fuzzTimeout(),
  )
})
