import { describe, expect, it } from 'vitest'
import { CONNECTOR_TYPES, type ConnectorType } from '../connectors/Connector.js'
import type { ChainNamespace } from './Network.js'
import { switchNetworkPlan, type SwitchNetworkPlan } from './switchNetworkPlan.js'

const ADAPTER: SwitchNetworkPlan = { kind: 'adapter-switch' }
const EMBEDDED_CONNECT: SwitchNetworkPlan = { kind: 'embedded-connect-or-switch', embedded: 'connect', fallback: 'adapter-switch' }
const EMBEDDED_SWITCH: SwitchNetworkPlan = { kind: 'embedded-connect-or-switch', embedded: 'switch', fallback: 'adapter-switch' }
const SYNC_WC: SwitchNetworkPlan = { kind: 'set-network-and-sync-account', sync: 'wallet-connect' }
const SYNC_ACCOUNT: SwitchNetworkPlan = { kind: 'set-network-and-sync-account', sync: 'account' }
const SET_ONLY: SwitchNetworkPlan = { kind: 'set-network-and-sync-account', sync: 'none' }

describe('switchNetworkPlan', () => {
  describe('one row per switching rule', () => {
    it.each<[string, Parameters<typeof switchNetworkPlan>[0], SwitchNetworkPlan]>([
      [
        'same namespace with an address → adapter switch',
        { targetNamespace: 'eip155', activeNamespace: 'eip155', hasAddressInTarget: true, targetSupportsEmbedded: true, connectorType: 'AUTH' },
        ADAPTER,
      ],
      [
        'different namespace, embedded-capable, embedded connector, no address → embedded connect',
        { targetNamespace: 'solana', activeNamespace: 'eip155', hasAddressInTarget: false, targetSupportsEmbedded: true, connectorType: 'AUTH' },
        EMBEDDED_CONNECT,
      ],
      [
        'different namespace, embedded-capable, embedded connector, address → embedded switch',
        { targetNamespace: 'solana', activeNamespace: 'eip155', hasAddressInTarget: true, targetSupportsEmbedded: true, connectorType: 'AUTH' },
        EMBEDDED_SWITCH,
      ],
      [
        'different namespace, wallet-connect connector, address → set network, sync wallet-connect',
        { targetNamespace: 'solana', activeNamespace: 'eip155', hasAddressInTarget: true, targetSupportsEmbedded: true, connectorType: 'WALLET_CONNECT' },
        SYNC_WC,
      ],
      [
        'different namespace, other connector, address → set network, sync account',
        { targetNamespace: 'solana', activeNamespace: 'eip155', hasAddressInTarget: true, targetSupportsEmbedded: false, connectorType: 'INJECTED' },
        SYNC_ACCOUNT,
      ],
      [
        'same namespace without an address → only set the network',
        { targetNamespace: 'eip155', activeNamespace: 'eip155', hasAddressInTarget: false, targetSupportsEmbedded: true, connectorType: undefined },
        SET_ONLY,
      ],
      [
        'nothing active yet → only set the network',
        { targetNamespace: 'eip155', activeNamespace: undefined, hasAddressInTarget: false, targetSupportsEmbedded: false, connectorType: undefined },
        SET_ONLY,
      ],
    ])('behavior: %s', (_case, parameters, expected) => {
      // Act
      const plan = switchNetworkPlan(parameters)

      // Assert
      expect(plan).toEqual(expected)
    })
  })

  describe('every combination', () => {
    type NamespaceCase = 'same' | 'different' | 'none active'
    const ACTIVE: Record<NamespaceCase, ChainNamespace | undefined> = { same: 'eip155', different: 'solana', 'none active': undefined }
    const BOOLS = [true, false] as const
    const CONNECTORS: readonly (ConnectorType | undefined)[] = [...CONNECTOR_TYPES, undefined]

    // The oracle restates the bullets in the documented order.
    function expectedFor(namespace: NamespaceCase, address: boolean, embedded: boolean, connector: ConnectorType | undefined) {
      if (namespace === 'same' && address) return ADAPTER
      if (namespace !== 'same' && embedded && connector === 'AUTH') return address ? EMBEDDED_SWITCH : EMBEDDED_CONNECT
      if (!address) return SET_ONLY
      return connector === 'WALLET_CONNECT' ? SYNC_WC : SYNC_ACCOUNT
    }

    const ROWS = (['same', 'different', 'none active'] as const).flatMap((namespace) =>
      BOOLS.flatMap((hasAddressInTarget) =>
        BOOLS.flatMap((targetSupportsEmbedded) =>
          CONNECTORS.map((connectorType) => ({
            namespace,
            hasAddressInTarget,
            targetSupportsEmbedded,
            connectorType,
            expected: expectedFor(namespace, hasAddressInTarget, targetSupportsEmbedded, connectorType),
          })),
        ),
      ),
    )

    it('default: 84 rows (3 namespace cases × 2 × 2 × 7 connector types)', () => {
      // Assert
      expect(ROWS).toHaveLength(84)
    })

    it.each(ROWS)(
      'parameters: $namespace, address=$hasAddressInTarget, embedded=$targetSupportsEmbedded, connector=$connectorType',
      ({ namespace, hasAddressInTarget, targetSupportsEmbedded, connectorType, expected }) => {
        // Act
        const plan = switchNetworkPlan({
          targetNamespace: 'eip155',
          activeNamespace: ACTIVE[namespace],
          hasAddressInTarget,
          targetSupportsEmbedded,
          connectorType,
        })

        // Assert
        expect(plan).toEqual(expected)
      },
    )
  })
})
