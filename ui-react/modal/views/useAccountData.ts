import { useEffect } from 'react'
import type { AccountDataState } from '../../../core/index.js'
import { perInstanceSource } from '../../perInstanceSource.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'

/** The instance's account data as a React source, one per instance. */
const accountDataSource = perInstanceSource<AccountDataState>((walletport, onChange) => walletport.watchAccountData(onChange), (walletport) => walletport.getAccountData())

/** A part of the Account view's data (tokens or activity), re-rendering only when it changes. */
export function useAccountData<P>(pick: (state: AccountDataState) => P): P {
  const { walletport } = useModalContext()
  return useExternalState(accountDataSource(walletport), pick)
}

/** Shows the alert a failure stands for (APKT007 / APKT002) in the modal's alert bar. */
export function useAlertOf(alert: AccountDataState['tokens']['alert']): void {
  const { notices } = useModalScope()
  useEffect(() => {
    if (alert) notices.alert(alert)
  }, [alert, notices])
}
