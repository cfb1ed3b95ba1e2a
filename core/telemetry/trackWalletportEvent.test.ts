import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { mainnet } from '../network/presets.js'
import { trackWalletportEvent } from './trackWalletportEvent.js'

function recorder() {
  const tracked: unknown[] = []
  const reported: unknown[] = []
  return { tracked, reported, telemetry: { track: async (...args: unknown[]) => void tracked.push(args), reportError: async (error: unknown) => void reported.push(error) } }
}

describe('trackWalletportEvent', () => {
  it('default: an event is tracked by its type', () => {
    const { tracked, telemetry } = recorder()
    trackWalletportEvent(telemetry, { type: 'CONNECT_SUCCESS', namespace: 'eip155', connectorId: 'fake', address: '0x1' })
    expect(tracked).toEqual([['CONNECT_SUCCESS']])
  })

  it('parameters: a network switch carries the network id', () => {
    const { tracked, telemetry } = recorder()
    trackWalletportEvent(telemetry, { type: 'SWITCH_NETWORK', network: mainnet })
    expect(tracked).toEqual([['SWITCH_NETWORK', { network: 'eip155:1' }]])
  })

  it('behavior: an internal SDK error of a connect is reported; a wallet error is not, and neither is tracked', () => {
    const { tracked, reported, telemetry } = recorder()
    const internal = new BaseError('boom', { category: 'INTERNAL_SDK_ERROR' })
    const wallet = new BaseError('declined', { category: 'WALLET_ERROR' })
    trackWalletportEvent(telemetry, { type: 'CONNECT_ERROR', namespace: 'eip155', connectorId: 'fake', error: internal })
    trackWalletportEvent(telemetry, { type: 'SWITCH_NETWORK_ERROR', network: mainnet, error: wallet })
    expect(reported).toEqual([internal])
    expect(tracked).toEqual([])
  })
})
