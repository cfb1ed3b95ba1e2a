import { useEffect } from 'react'
import { distinctUntilChanged, map } from 'rxjs'
import type { Walletport } from '../../core/index.js'
import type { Notices } from './Notices.js'

/**
 * Raises the alert of the project's remote config (Invalid App Configuration, Invalid Project
 * ID, Rate Limited, Server Error) in the modal's alert bar, once per new alert.
 */
export function useRemoteConfigAlert(walletport: Walletport, notices: Notices): void {
  useEffect(() => {
    const subscription = walletport.remoteConfig$
      .pipe(
        map((state) => state.alert),
        distinctUntilChanged(),
      )
      .subscribe((code) => {
        if (code) notices.alert(code)
      })
    return () => subscription.unsubscribe()
  }, [walletport, notices])
}
