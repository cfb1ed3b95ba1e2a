/** @jsxImportSource react */
import { useEffect, useMemo, type ReactNode } from 'react'
import type { Walletport, WalletDirectory } from '../core/index.js'
import { createButtonTranslator, warmLocale } from './i18n/translator.js'
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
  /** A wallet listing for the AllWallets view (any `WalletDirectory`); without one, only wallets in the browser are listed. */
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
      preloadModal: () => {
        preloadModalIn(translator.language)
        warmLocale(translator)
      },
      walletDirectory,
      placement: createModalPlacement(),
    }
  }, [walletport, walletDirectory])
  useEffect(() => whenIdle(() => warmLocale(value.translator)), [value])
  const placedElsewhere = useExternalState(value.placement.placed, (placed) => placed)
  return (
    <WalletportContext.Provider value={value}>
      {children}
      {placedElsewhere ? null : <ModalSlot />}
    </WalletportContext.Provider>
  )
}

/** Runs `task` once the page is idle (after the first paint); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  const host = globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void }
  if (host.requestIdleCallback && host.cancelIdleCallback) {
    const handle = host.requestIdleCallback(task, { timeout: 2000 })
    const cancel = host.cancelIdleCallback
    return () => cancel(handle)
  }
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}
