import { useEffect } from 'react'
import type { RemoteConfigState, Walletport } from '../../core/index.js'
import type { Notices } from './Notices.js'

/**
 * Raises the alert of the project's remote config (Invalid App Configuration, Invalid Project
 * ID, Rate Limited, Server Error) in the modal's alert bar, once per new alert.
 */
export function useRemoteConfigAlert(walletport: Walletport, notices: Notices): void {
  useEffect(() => {
    let last: RemoteConfigState['alert']
    return walletport.watchRemoteConfig(({ alert }) => {
      if (alert !== last && alert) notices.alert(alert)
      last = alert
    })
  }, [walletport, notices])
}
