import { CacheProvider } from '@emotion/react'
import { useEffect, useMemo, type CSSProperties } from 'react'
import { createPortal } from 'react-dom'
import { type Walletport } from '../../core/index.js'
import { ALERTS, type AlertCode } from '../../core/internal.js'
import { directionOf } from '../i18n/direction.js'
import { fullTranslator, type Catalogue } from '../i18n/fullTranslator.js'
import { themeStyle } from '../theme.js'
import { useWalletportContext, type WalletportContextValue } from '../WalletportContext.js'
import { connectorListSourceOf } from './connectorListSource.js'
import { ModalContext, type ModalContextValue } from './ModalContext.js'
import { ModalDialog } from './ModalDialog.js'
import { modalStyleCache } from './modalStyleCache.js'
import { createModalScope, ModalScopeContext } from './ModalScope.js'
import { ToastRegion } from './ToastRegion.js'
import { useSiwxSetupFailureToast } from './useSiwxSetupFailureToast.js'
import { useRemoteConfigAlert } from './useRemoteConfigAlert.js'
import { useRpcNotAllowedToast } from './useRpcNotAllowedToast.js'

/**
 * The lazily loaded modal: theme variables, the dialog and the toast region. Portalled to
 * `document.body`, or rendered in place with `disableAppend` (still a modal overlay) or
 * `enableEmbedded` (an inline card: no overlay, no focus trap, no scroll lock).
 */
export function ModalRoot({ catalogue, appearedAt }: { readonly catalogue: Catalogue; readonly appearedAt?: number | undefined }) {
  const outer = useWalletportContext()
  // `ModalSlot` renders the modal only once the instance is there (a lazy core may be loading).
  return outer.walletport ? <ModalTree outer={outer} walletport={outer.walletport} catalogue={catalogue} appearedAt={appearedAt} /> : null
}

interface ModalTreeProps {
  readonly outer: WalletportContextValue
  readonly walletport: Walletport
  readonly catalogue: Catalogue
  readonly appearedAt: number | undefined
}

function ModalTree({ outer, walletport, catalogue, appearedAt }: ModalTreeProps) {
  const { options } = walletport
  // The full catalogue (loaded with this chunk: `loadModal`) replaces the buttons' few texts.
  const context = useMemo<ModalContextValue>(
    () => ({
      ...outer,
      walletport,
      translator: fullTranslator(outer.locale, options.messages ?? {}, () => catalogue),
      sources: { ...outer.sources, connectorList: connectorListSourceOf(walletport) },
    }),
    [outer, options, catalogue, walletport],
  )
  const scope = useMemo(() => createModalScope(), [])
  useEffect(() => () => scope.notices.dispose(), [scope])
  useEffect(() => {
    // Failures that carry a catalogue alert (e.g. APKT001 Network Not Found) raise it in the alert bar.
    const subscription = walletport.events$.subscribe((event) => {
      const code = 'error' in event ? alertCodeOf(event.error) : undefined
      if (code) scope.notices.alert(code)
    })
    return () => subscription.unsubscribe()
  }, [walletport, scope])
  useSiwxSetupFailureToast(walletport, scope.notices, context.translator)
  useRemoteConfigAlert(walletport, scope.notices)
  useRpcNotAllowedToast(walletport, scope.notices, context.translator)
  const style = useMemo(() => themeStyle(options), [options])
  const tree = (
    <CacheProvider value={modalStyleCache(outer.cspNonce)}>
      <ModalContext.Provider value={context}>
        <ModalScopeContext.Provider value={scope}>
          <div data-walletport-modal="" lang={context.translator.language} dir={directionOf(context.translator.language)} data-theme={options.themeMode} style={style as CSSProperties} css={{ fontFamily: 'var(--wp-font-family)', colorScheme: options.themeMode }}>
            <ModalDialog embedded={options.enableEmbedded} appearedAt={appearedAt} />
            <ToastRegion />
          </div>
        </ModalScopeContext.Provider>
      </ModalContext.Provider>
    </CacheProvider>
  )
  return options.disableAppend || options.enableEmbedded ? tree : createPortal(tree, document.body)
}

function alertCodeOf(error: unknown): AlertCode | undefined {
  const code: unknown = typeof error === 'object' && error !== null && 'alertCode' in error ? error.alertCode : undefined
  return typeof code === 'string' && code in ALERTS ? (code as AlertCode) : undefined
}
