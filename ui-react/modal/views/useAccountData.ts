import { useEffect } from 'react'
import type { AccountDataState, Walletport } from '../../../core/index.js'
import { useExternalState, type ExternalSource } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { useModalScope } from '../ModalScope.js'

const SOURCES = new WeakMap<Walletport, ExternalSource<AccountDataState>>()

/** The instance's account data as a React source (one per instance, so `subscribe` is stable). */
function accountDataSource(walletport: Walletport): ExternalSource<AccountDataState> {
  let source = SOURCES.get(walletport)
  if (!source) {
    source = { subscribe: (onChange) => walletport.watchAccountData(() => onChange()), getSnapshot: () => walletport.getAccountData() }
    SOURCES.set(walletport, source)
  }
  return source
}

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
