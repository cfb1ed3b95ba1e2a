import { createContext, useContext } from 'react'
import type { ResolvedOptions, RouteRequest, Walletport, WalletDirectory } from '../core/index.js'
import type { ButtonTranslator } from './i18n/translator.js'
import type { ModalPlacement } from './ModalPlacement.js'
import type { WalletportSources } from './walletportSources.js'

/** What every walletport component and hook reads from `<WalletportProvider>`. */
export interface WalletportContextValue {
  /** The instance; undefined while a lazily loaded core is on its way (`walletport={() => import(…)}`). */
  readonly walletport: Walletport | undefined
  /** Resolves with the instance (at once when it was passed directly); starts a lazy load. */
  readonly ready: () => Promise<Walletport>
  /** Opens the modal now, or as soon as a lazily loaded core is there (the loading shell shows meanwhile). */
  readonly open: (route?: RouteRequest) => void
  /** An open waiting for a lazily loaded core (undefined otherwise): whether its load failed, how to give up or try again. */
  readonly opening: { readonly failed: boolean; readonly cancel: () => void; readonly retry: () => void } | undefined
  /** The theme the buttons use: the instance's, or the provider's props until it loads. */
  readonly theme: Pick<ResolvedOptions, 'themeMode' | 'themeVariables'>
  /** The instance's sources, or constant placeholders (disconnected, closed) until it loads. */
  readonly sources: WalletportSources
  /** The buttons' texts in the instance's locale; the modal adds the full catalogue when it loads. */
  readonly translator: ButtonTranslator
  /** The active locale (BCP 47) as asked for: `setLocale`'s, the option's, or the browser's. */
  readonly locale: string
  /** Changes the locale at run time (undefined: back to the option's or the browser's). */
  readonly setLocale: (locale: string | undefined) => void
  /** Starts loading the modal and its catalogue (hover or focus on a button). */
  readonly preloadModal: () => void
  /** The wallet listing behind AllWallets; absent until a directory adapter is plugged in. */
  readonly walletDirectory: WalletDirectory | undefined
  readonly placement: ModalPlacement
  /** The page's CSP nonce (the provider's `cspNonce`): every `<style>` walletport inserts carries it. */
  readonly cspNonce: string | undefined
}

/** The provider's context; undefined outside a provider. */
export const WalletportContext = createContext<WalletportContextValue | undefined>(undefined)

/** The provider's value; throws a clear error when used outside `<WalletportProvider>`. */
export function useWalletportContext(): WalletportContextValue {
  const value = useContext(WalletportContext)
  if (!value) throw new Error('walletport: wrap your app in <WalletportProvider walletport={…}> to use its hooks and components')
  return value
}
