import { describe, expect, it } from 'vitest'
import { orderConnectorGroups, DEFAULT_CONNECTOR_ORDER } from './orderConnectorGroups.js'

const ALL = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']
const WITHOUT_WC = ALL.slice(1)

describe('orderConnectorGroups', () => {
  it.each([
    ['enabled, not connected through it → shown first', true, false, ALL],
    ['enabled, already connected through it → hidden', true, true, WITHOUT_WC],
    ['disabled → hidden', false, false, WITHOUT_WC],
    ['disabled and connected → hidden', false, true, WITHOUT_WC],
  ])('default: walletConnect %s', (_name, walletConnectEnabled, connectedThroughWalletConnect, expected) => {
    expect(orderConnectorGroups({ walletConnectEnabled, connectedThroughWalletConnect })).toEqual(expected)
  })

  it.each([
    [
      'full custom order wins',
      ['recommended', 'external', 'custom', 'featured', 'injected', 'recent', 'walletConnect'],
      ['recommended', 'external', 'custom', 'featured', 'injected', 'recent', 'walletConnect'],
    ],
    [
      'partial: missing appended in default order',
      ['featured', 'injected'],
      ['featured', 'injected', 'walletConnect', 'recent', 'custom', 'external', 'recommended'],
    ],
    [
      'unknown and duplicate entries dropped',
      ['custom', 'bogus', 'custom', 'Recent'],
      ['custom', 'walletConnect', 'recent', 'injected', 'featured', 'external', 'recommended'],
    ],
    ['empty → default', [], ALL],
  ])('parameters: connectorTypeOrder — %s', (_name, connectorTypeOrder, expected) => {
    expect(
      orderConnectorGroups({ connectorTypeOrder, walletConnectEnabled: true, connectedThroughWalletConnect: false }),
    ).toEqual(expected)
  })

  it('parameters: connectorTypeOrder cannot bring back a hidden walletConnect', () => {
    expect(
      orderConnectorGroups({
        connectorTypeOrder: ['walletConnect', 'injected'],
        walletConnectEnabled: true,
        connectedThroughWalletConnect: true,
      }),
    ).toEqual(['injected', 'recent', 'featured', 'custom', 'external', 'recommended'])
  })
})

describe('orderConnectorGroups: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEFAULT_CONNECTOR_ORDER }).toStrictEqual({
      DEFAULT_CONNECTOR_ORDER: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    })
  })

  it('DEFAULT_CONNECTOR_ORDER has no duplicates', () => {
    expect(new Set(DEFAULT_CONNECTOR_ORDER).size).toBe(DEFAULT_CONNECTOR_ORDER.length)
  })
})
