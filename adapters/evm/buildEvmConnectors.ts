import type { Connector } from '../../core/connectors/Connector.js'
import type { Eip1193Provider, EvmProviderOption } from './Eip1193Provider.js'
import type { Announcement } from './parseAnnouncement.js'

/** The generic `window.ethereum` connector's id and name. */
export const INJECTED_CONNECTOR = { id: 'injected', name: 'Browser Wallet' } as const

/** A connector and the provider behind it. */
export interface EvmConnectorEntry {
  readonly connector: Connector
  readonly provider: Eip1193Provider
}

/**
 * The eip155 connectors, each wallet once: external (given in the options) first, then
 * announced (EIP-6963), then the generic injected one. A later entry is dropped when its
 * id, its rdns or its provider object was already listed — so an announced wallet wins
 * over `window.ethereum` when both are the same provider.
 * @example buildEvmConnectors({ injected: window.ethereum, announced: [], external: [] })[0]?.connector.id // 'injected'
 */
export function buildEvmConnectors(params: {
  readonly injected: Eip1193Provider | undefined
  readonly announced: readonly Announcement[]
  readonly external: readonly EvmProviderOption[]
}): readonly EvmConnectorEntry[] {
  const candidates: EvmConnectorEntry[] = [
    ...params.external.map((option) => ({
      provider: option.provider,
      connector: {
        id: option.id,
        type: 'EXTERNAL',
        name: option.name,
        chain: 'eip155',
        installed: true,
        provider: option.provider,
        ...(option.rdns ? { info: { rdns: option.rdns } } : {}),
        ...(option.icon ? { imageUrl: option.icon } : {}),
      } satisfies Connector,
    })),
    ...params.announced.map((announcement) => ({
      provider: announcement.provider,
      connector: {
        id: announcement.rdns,
        type: 'ANNOUNCED',
        name: announcement.name,
        chain: 'eip155',
        info: { rdns: announcement.rdns },
        imageUrl: announcement.icon,
        installed: true,
        provider: announcement.provider,
      } satisfies Connector,
    })),
    ...(params.injected
      ? [
          {
            provider: params.injected,
            connector: {
              ...INJECTED_CONNECTOR,
              type: 'INJECTED',
              chain: 'eip155',
              installed: true,
              provider: params.injected,
            } satisfies Connector,
          },
        ]
      : []),
  ]
  const ids = new Set<string>()
  const rdnses = new Set<string>()
  const providers = new Set<Eip1193Provider>()
  return candidates.filter(({ connector, provider }) => {
    const rdns = connector.info?.rdns
    if (ids.has(connector.id) || (rdns !== undefined && rdnses.has(rdns)) || providers.has(provider)) return false
    ids.add(connector.id)
    if (rdns !== undefined) rdnses.add(rdns)
    providers.add(provider)
    return true
  })
}
