import type { WalletportEvent } from '../CoreContext.js'
import type { TelemetryTracker } from './TelemetryService.js'

/**
 * What analytics sees of an event: a network switch with the network's id, an internal SDK
 * error of a connect, disconnect or switch as an error report (wallet and user errors are not
 * reported), every other event by its type.
 */
export function trackWalletportEvent(telemetry: TelemetryTracker, event: WalletportEvent): void {
  if (event.type === 'SWITCH_NETWORK') telemetry.track('SWITCH_NETWORK', { network: event.network.caipNetworkId })
  else if (event.type === 'CONNECT_ERROR' || event.type === 'DISCONNECT_ERROR' || event.type === 'SWITCH_NETWORK_ERROR') {
    if (event.error.category === 'INTERNAL_SDK_ERROR') telemetry.reportError(event.error)
  } else telemetry.track(event.type)
}
