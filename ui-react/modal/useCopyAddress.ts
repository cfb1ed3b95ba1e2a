import { useCallback, useEffect, useState } from 'react'
import { useModalContext } from './ModalContext.js'
import { useModalScope } from './ModalScope.js'

/** How long the copy button says 'Copied'. */
const COPIED_MS = 2_000

/**
 * The modal's one "copy the address" action: writes `address` to the clipboard, then says so
 * in a toast (or that it failed), and `copied` stays true for 2 s for the button's own label.
 * @example const { copied, copy } = useCopyAddress(address); <button onClick={() => void copy()}>…
 */
export function useCopyAddress(address: string | undefined): { readonly copied: boolean; readonly copy: () => Promise<void> } {
  const { translator } = useModalContext()
  const { notices } = useModalScope()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = useCallback(async () => {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      notices.toast(translator.t('account.copiedToast'), 'success')
    } catch {
      notices.toast(translator.t('account.copyFailed'), 'error')
    }
  }, [address, notices, translator])
  return { copied, copy }
}
