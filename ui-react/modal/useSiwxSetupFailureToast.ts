import { useEffect } from 'react'
import type { Walletport } from '../../core/index.js'
import type { Translator } from '../i18n/translator.js'
import { describeError } from './describeError.js'
import type { Notices } from './Notices.js'

/**
 * A sign-in that cannot be set up disconnects and resets the modal to Connect, so the
 * sign view is gone by then; its text ('A problem occurred while trying initialize
 * authentication') is told as an error toast, which outlives views and the closed modal.
 */
export function useSiwxSetupFailureToast(walletport: Walletport, notices: Notices, translator: Translator): void {
  useEffect(() => {
    const tell = (error: unknown) => {
      if (!isSetupFailure(error) || TOLD.has(error)) return
      TOLD.add(error)
      notices.toast(describeError(translator, error), 'error')
    }
    // A failure from before the modal was mounted (it loads because of it: LiveModalSlot).
    tell(walletport.getSiwx().error)
    const subscription = walletport.events$.subscribe((event) => {
      if (event.type === 'SIWX_AUTH_ERROR') tell(event.error)
    })
    return () => subscription.unsubscribe()
  }, [walletport, notices, translator])
}

// Each failure is told once, however often the modal mounts.
const TOLD = new WeakSet<object>()

/** A `SiwxSignInError` of kind 'initFailed' (declines stay on the sign view, which says so itself). */
function isSetupFailure(error: unknown): error is object {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'initFailed'
}
