/** @jsxImportSource react */
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { afterPaint } from './afterPaint.js'
import { DEFAULT_THEME_MODE, type ResolvedOptions, type RouteRequest, type Walletport, type WalletDirectory } from '../core/index.js'
import { BUTTON_MESSAGES } from './i18n/buttons.js'
import { loadCatalogue, loadedCatalogue } from './i18n/loadCatalogue.js'
import { createButtonTranslator, languageOf, preferredLocale, warmLocale } from './i18n/translator.js'
import { preloadModalIn } from './loadModal.js'
import { createModalPlacement } from './ModalPlacement.js'
import { loadModalSlot, ModalSlot } from './ModalSlot.js'
import { givenLookOf } from './givenLook.js'
import { PENDING_SOURCES, pendingSourcesFor } from './pendingSources.js'
import type { ThemeVariables } from './theme.js'
import { useExternalState } from './useExternalState.js'
import { lookSheet } from './useLook.js'
import { WalletportContext, type WalletportContextValue } from './WalletportContext.js'
import { sourcesOf } from './walletportSources.js'

/** Loads the instance, e.g. `() => import('./walletport.js').then((module) => module.walletport)`. */
export type WalletportLoader = () => Promise<Walletport>

/** Props of `<WalletportProvider>`. */
export interface WalletportProviderProps {
  /**
   * The instance from `createWalletport(options)`, or a function that loads it. With a function
   * the core (inversify, zod, rxjs) leaves the page's initial bundle: the buttons paint with
   * React alone and the core loads right after the first paint (or on a hover or click).
   */
  readonly walletport: Walletport | WalletportLoader
  /**
   * The UI language (BCP 47) when the instance has no `locale` option, e.g. with a loader until
   * the core is there. Neither set: the first of the visitor's `navigator.languages` walletport
   * has a catalogue for, else 'en'. `useLocale().setLocale` changes it at run time.
   */
  readonly locale?: string
  /** With a loader only: the buttons' own texts until the core is there. */
  readonly messages?: Readonly<Record<string, string>>
  /** With a loader only: the buttons' theme until the core is there. */
  readonly themeMode?: 'light' | 'dark'
  /** With a loader only: the buttons' theme variables until the core is there. */
  readonly themeVariables?: ThemeVariables
  /**
   * A wallet listing for the AllWallets view (any `WalletDirectory`). Default: the instance's
   * directory (the provider's directory API when a projectId or `apiUrls.directory` is set);
   * without either, only wallets in the browser are listed.
   */
  readonly walletDirectory?: WalletDirectory
  /**
   * The nonce of the page's Content-Security-Policy (`style-src 'nonce-…'`), fresh per response:
   * the modal's `<style>` elements (its frame and emotion's) carry it, so a policy without
   * `'unsafe-inline'` styles them. The buttons then take classes of one `<style>` with it,
   * rendered in the provider's place, instead of `style` attributes: server-rendered buttons are
   * styled too (a policy refuses a style attribute in HTML) and hydrate without a mismatch.
   * The first nonce given is kept (the page's policy is the first response's).
   */
  readonly cspNonce?: string
  readonly children?: ReactNode
}

/**
 * Binds a walletport instance to React: hooks and buttons read it, and the modal is rendered
 * (lazily, on first open) at the end of the provider unless a `<WalletportModal />` places it.
 * Given a loader instead of an instance, hooks report a disconnected, closed state until the
 * core has loaded, and a click on a button opens the modal as soon as it has.
 * @example <WalletportProvider walletport={walletport}><ConnectButton /></WalletportProvider>
 * @example <WalletportProvider walletport={() => import('./walletport.js').then((m) => m.walletport)} locale="de"><ConnectButton /></WalletportProvider>
 */
export function WalletportProvider(props: WalletportProviderProps) {
  const { walletport, walletDirectory, children } = props
  // A loader, or an instance from createWalletport whose code has not loaded yet: both load after the first paint.
  const lazy = useMemo(() => lazyLoaderOf(walletport), [walletport])
  const [loaded, setLoaded] = useState<{ readonly from: WalletportLoader; readonly instance: Walletport } | undefined>(undefined)
  // Every load, whoever asks for it (the provider after the first paint, a click, `ready()`), is recorded once it arrives.
  const ready = useMemo(() => {
    if (!lazy) return readyOf(walletport)
    const load = readyOf(lazy)
    return () =>
      load().then((loadedInstance) => {
        setLoaded((current) => (current?.from === lazy && current.instance === loadedInstance ? current : { from: lazy, instance: loadedInstance }))
        return loadedInstance
      })
  }, [walletport, lazy])
  const instance = lazy ? (loaded?.from === lazy ? loaded.instance : undefined) : (walletport as Walletport)
  // An instance not loaded yet: its options, as given, style the buttons until then.
  const given = useMemo(() => givenLookOf(typeof walletport === 'function' ? undefined : walletport.givenOptions), [walletport])
  // What hooks read until a lazy core is there (a returning visitor's wallet connecting); read once, in a browser.
  const [pending] = useState(() => {
    const given = typeof walletport === 'function' ? undefined : walletport.givenOptions
    return lazy && typeof document === 'object' ? pendingSourcesFor(globalThis, given) : given ? pendingSourcesFor({}, given) : PENDING_SOURCES
  })
  // A lazy core loads once the first paint is done. Not in the effect itself: React may run the
  // first render's effects before the browser paints, and starting the chunk runs the bundler's
  // preload helper, which would delay the buttons' first paint.
  useEffect(() => {
    if (!lazy) return
    return afterPaint(() => {
      ready().catch((error: unknown) => globalThis.console.error('walletport: the core failed to load; a click on a button tries again', error))
    })
  }, [lazy, ready])

  // The modal's slot (the loading shell a click paints at once) is a chunk loaded after the first paint.
  useEffect(() => afterPaint(() => void loadModalSlot().catch(() => undefined)), [])

  // Back from a top-level social login (Telegram mini app): its own chunk takes the result after the first paint.
  useEffect(() => {
    if (location.search.includes('result_uri=')) return afterPaint(() => void import('./socialReturn.js').then((module) => module.finishSocialReturn(ready, window)))
  }, [ready])

  // A click before a lazy core is there: the shell shows at once, the instance opens on arrival.
  const [opening, setOpening] = useState<PendingOpen | undefined>(undefined)
  useLayoutEffect(() => {
    if (!instance || !opening) return
    // Before the paint: the shell hands over to the opened modal without a closed frame between.
    setOpening(undefined)
    instance.open(opening.route)
  }, [instance, opening])

  const { locale, messages, themeMode, themeVariables } = props
  // The page's nonce, the first one given: a framework's refresh (Next's router.refresh(), a server
  // action) renders the provider again for a new request with a new nonce, which the open page's
  // policy does not know; styles carrying it would be refused.
  const [cspNonce, setCspNonce] = useState(props.cspNonce)
  if (cspNonce === undefined && props.cspNonce !== undefined) setCspNonce(props.cspNonce)
  // One placement per provider: a <WalletportModal /> stays registered when a lazy core arrives.
  const placement = useMemo(() => createModalPlacement(), [])
  // The locale: `setLocale`'s, else the option's, else the browser's (when not English). The
  // browser's is read in a layout effect: server rendering and hydration render English alike,
  // and the page still paints in the visitor's language (the update lands before the paint).
  const [chosenLocale, setLocale] = useState<string | undefined>(undefined)
  const [browserLocale, setBrowserLocale] = useState<string | undefined>(undefined)
  useLayoutEffect(() => {
    // English browsers change nothing: no second render of every consumer.
    const preferred = preferredLocale(navigator.languages)
    if (languageOf(preferred) !== 'en') setBrowserLocale(preferred)
  }, [])
  const activeLocale = chosenLocale ?? (instance ? instance.options.locale : given.locale) ?? locale ?? browserLocale
  // The language whose catalogue last arrived: the buttons then read their texts from it.
  const [loadedLanguage, setLoadedLanguage] = useState<string | undefined>(undefined)
  const value = useMemo<WalletportContextValue>(() => {
    const options = instance?.options
    const translator = createButtonTranslator(activeLocale, options ? options.messages : (given.messages ?? messages), loadedCatalogue)
    const theme: Pick<ResolvedOptions, 'themeMode' | 'themeVariables'> = options ?? {
      themeMode: given.themeMode ?? themeMode ?? DEFAULT_THEME_MODE,
      themeVariables: given.themeVariables ?? themeVariables ?? {},
    }
    const open = (route?: RouteRequest): void => {
      if (instance) return instance.open(route)
      setOpening({ route, failed: false })
      ready().catch(() => setOpening((current) => current && { ...current, failed: true }))
    }
    return {
      walletport: instance,
      ready,
      open,
      opening: opening && { failed: opening.failed, cancel: () => setOpening(undefined), retry: () => open(opening.route) },
      theme,
      sources: instance ? sourcesOf(instance) : pending,
      translator,
      locale: activeLocale ?? 'en',
      setLocale,
      preloadModal: () => {
        // A hover or focus is an open on its way: the instance (when lazy) and what its open loads next.
        void ready().then((loaded) => loaded.prepareOpen(), () => undefined)
        void loadModalSlot().catch(() => undefined)
        preloadModalIn(translator.language)
        warmLocale(translator)
      },
      // A directory given here wins; else the instance's (the default adapter when a projectId is set).
      walletDirectory: walletDirectory ?? instance?.walletDirectory,
      placement,
      cspNonce,
    }
    // loadedLanguage: a catalogue arrived (createButtonTranslator reads it through loadedCatalogue).
  }, [instance, pending, ready, given, walletDirectory, placement, activeLocale, messages, themeMode, themeVariables, opening, loadedLanguage, cspNonce])
  useEffect(() => whenIdle(() => warmLocale(value.translator)), [value.translator])
  // Another language than English or German: its chunk brings the buttons' texts (English until then).
  const { language } = value.translator
  useEffect(() => {
    if (language in BUTTON_MESSAGES || loadedCatalogue(language)) return
    return afterPaint(() => {
      loadCatalogue(language).then(() => setLoadedLanguage(language), () => undefined)
    })
  }, [language])
  const placedElsewhere = useExternalState(value.placement.placed, (placed) => placed)
  return (
    <WalletportContext.Provider value={value}>
      {/* Under a nonce the buttons' looks are classes of this sheet (useLook.ts): server-rendered style attributes would be refused. */}
      {cspNonce ? lookSheet(value.theme, cspNonce) : null}
      {children}
      {placedElsewhere ? null : <ModalSlot />}
    </WalletportContext.Provider>
  )
}

/** An open asked for before a lazily loaded core arrived. */
interface PendingOpen {
  readonly route: RouteRequest | undefined
  /** The core's load failed: the shell says so; its retry asks again. */
  readonly failed: boolean
}

/**
 * How `walletport` loads, when it is not there yet: a loader (whose instance may still load its
 * own code), or an instance's own `load()`; undefined for an instance already loaded.
 */
function lazyLoaderOf(walletport: Walletport | WalletportLoader): WalletportLoader | undefined {
  if (typeof walletport === 'function') return () => walletport().then(loadedInstance)
  return walletport.loaded ? undefined : () => loadedInstance(walletport)
}

async function loadedInstance(walletport: Walletport): Promise<Walletport> {
  if (!walletport.loaded) await walletport.load()
  return walletport
}

/** `ready()` for an instance (resolved) or a loader (one load at a time; a failed load is retried on the next call). */
function readyOf(walletport: Walletport | WalletportLoader): () => Promise<Walletport> {
  if (typeof walletport !== 'function') {
    const resolved = Promise.resolve(walletport)
    return () => resolved
  }
  let pending: Promise<Walletport> | undefined
  return () => {
    if (!pending) {
      const loading = walletport()
      pending = loading
      loading.catch(() => {
        if (pending === loading) pending = undefined
      })
    }
    return pending
  }
}

/**
 * Runs `task` once the page is idle after its first paint (a browser may give a fresh page an
 * idle period before its first frame); returns a cancel function.
 */
function whenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  const cancelPaint = afterPaint(() => {
    const host = globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void }
    if (host.requestIdleCallback && host.cancelIdleCallback) {
      const handle = host.requestIdleCallback(task, { timeout: 2000 })
      const cancel = host.cancelIdleCallback
      cancelIdle = () => cancel(handle)
    } else {
      const handle = setTimeout(task, 200)
      cancelIdle = () => clearTimeout(handle)
    }
  })
  return () => {
    cancelPaint()
    cancelIdle?.()
  }
}
