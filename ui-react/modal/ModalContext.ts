import { createContext, useContext } from 'react'
import type { ConnectorListGroup, Walletport } from '../../core/index.js'
import type { Translator } from '../i18n/translator.js'
import type { ExternalSource } from '../useExternalState.js'
import type { WalletportContextValue } from '../WalletportContext.js'
import type { WalletportSources } from '../walletportSources.js'

/** The provider's context as the modal sees it: the full catalogue's translator, and the connect list. */
export interface ModalContextValue extends WalletportContextValue {
  /** The modal renders only once the instance is there. */
  readonly walletport: Walletport
  readonly translator: Translator
  readonly sources: WalletportSources & { readonly connectorList: ExternalSource<readonly ConnectorListGroup[]> }
}

/** Provided by `ModalRoot` once the modal chunk and the locale's catalogue are loaded. */
export const ModalContext = createContext<ModalContextValue | undefined>(undefined)

/** What modal views read: the provider's value with the full translator. */
export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new Error('walletport: modal views render inside the modal only')
  return value
}
