/** @jsxImportSource react */
import { useMemo, type ReactNode } from 'react'
import type { Walletport, WalletDirectory } from '../core/index.js'
import { createButtonTranslator } from './i18n/translator.js'
import { preloadModalIn } from './loadModal.js'
import { createModalPlacement } from './ModalPlacement.js'
import { ModalSlot } from './ModalSlot.js'
import { useExternalState } from './useExternalState.js'
import { WalletportContext, type WalletportContextValue } from './WalletportContext.js'
import { sourcesOf } from './walletportSources.js'

/** Props of `<WalletportProvider>`. */
export interface WalletportProviderProps {
  /** The instance from `createWalletport(options)`; options such as `locale` and `themeMode` come from it. */
  readonly walletport: Walletport
  /**
   * A wallet listing for the AllWallets view (any `WalletDirectory`). Default: the instance's
   * directory (the provider's directory API when a projectId or `apiUrls.directory` is set);
   * without either, only wallets in the browser are listed.
   */
  readonly walletDirectory?: WalletDirectory
  readonly children?: ReactNode
}

/**
 * Binds a walletport instance to React: hooks and buttons read it, and the modal is rendered
 * (lazily, on first open) at the end of the provider unless a `<WalletportModal />` places it.
 * @example <WalletportProvider walletport={walletport}><ConnectButton /></WalletportProvider>
 */
export function WalletportProvider({ walletport, walletDirectory, children }: WalletportProviderProps) {
  const value = useMemo<WalletportContextValue>(() => {
    const translator = createButtonTranslator(walletport.options.locale, walletport.options.messages)
    return {
      walletport,
      sources: sourcesOf(walletport),
      translator,
      preloadModal: () => preloadModalIn(translator.language),
      // A directory given here wins; else the instance's (the default adapter when a projectId is set).
      walletDirectory: walletDirectory ?? walletport.walletDirectory,
      placement: createModalPlacement(),
    }
  }, [walletport, walletDirectory])
  const placedElsewhere = useExternalState(value.placement.placed, (placed) => placed)
  return (
    <WalletportContext.Provider value={value}>
      {children}
      {placedElsewhere ? null : <ModalSlot />}
    </WalletportContext.Provider>
  )
}
