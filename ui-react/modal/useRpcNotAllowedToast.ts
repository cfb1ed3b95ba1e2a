import { useEffect } from 'react'
import type { Walletport } from '../../core/index.js'
import type { Translator } from '../i18n/translator.js'
import type { Notices } from './Notices.js'

/**
 * The embedded wallet refused an RPC method (neither a read nor a signing method): the core
 * opens the modal and, 300 ms later, says so on `events$`; the visitor sees 'Action not allowed'
 * as an error toast, which outlives whichever view is shown.
 */
export function useRpcNotAllowedToast(walletport: Walletport, notices: Notices, translator: Translator): void {
  useEffect(() => {
    const subscription = walletport.events$.subscribe((event) => {
      if (event.type === 'EMBEDDED_RPC_NOT_ALLOWED') notices.toast(translator.t('error.RPC_NOT_ALLOWED_UI'), 'error')
    })
    return () => subscription.unsubscribe()
  }, [walletport, notices, translator])
}
