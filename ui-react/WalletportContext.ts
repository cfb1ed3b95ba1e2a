import { createContext, useContext } from 'react'
import type { Walletport, WalletDirectory } from '../core/index.js'
import type { Translator } from './i18n/createTranslator.js'
import type { ModalPlacement } from './ModalPlacement.js'
import type { WalletportSources } from './walletportSources.js'

/** What every walletport component and hook reads from `<WalletportProvider>`. */
export interface WalletportContextValue {
  readonly walletport: Walletport
  readonly sources: WalletportSources
  readonly translator: Translator
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
