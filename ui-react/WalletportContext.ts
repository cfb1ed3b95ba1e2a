import { createContext, useContext } from 'react'
import type { Walletport, WalletDirectory } from '../core/index.js'
import type { ButtonTranslator } from './i18n/translator.js'
import type { ModalPlacement } from './ModalPlacement.js'
import type { WalletportSources } from './walletportSources.js'

/** What every walletport component and hook reads from `<WalletportProvider>`. */
export interface WalletportContextValue {
  readonly walletport: Walletport
  readonly sources: WalletportSources
  /** The buttons' texts in the instance's locale; the modal adds the full catalogue when it loads. */
  readonly translator: ButtonTranslator
  /** Starts loading the modal and its catalogue (hover or focus on a button). */
  readonly preloadModal: () => void
  /** The wallet listing behind AllWallets; absent until a directory adapter is plugged in. */
  readonly walletDirectory: WalletDirectory | undefined
  readonly placement: ModalPlacement
}

/** The provider's context; undefined outside a provider. */
export const WalletportContext = createContext<WalletportContextValue | undefined>(undefined)

/** The provider's value; throws a clear error when used outside `<WalletportProvider>`. */
export function useWalletportContext(): WalletportContextValue {
  const value = useContext(WalletportContext)
  if (!value) throw new Error('walletport: wrap your app in <WalletportProvider walletport={…}> to use its hooks and components')
  return value
}
