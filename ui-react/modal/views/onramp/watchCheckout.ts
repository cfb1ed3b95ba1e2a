/** What the checkout page posts to the app once paid (the reference server's local providers). */
const PAID = 'walletport:onramp'
const POLL_MS = 500
/** A checkout left open longer than this is no longer watched. */
const GIVE_UP_MS = 30 * 60_000

/**
 * Watches a checkout window until the visitor is back: its page says it is paid (a message
 * from the checkout's origin and that window only), or the window closes. Calls `onReturn`
 * once; returns a stop function.
 * @example watchCheckout({ popup, url, onReturn: () => walletport.completeOnramp() })
 */
export function watchCheckout(parameters: { readonly popup: Window; readonly url: string; readonly onReturn: (paid: boolean) => void }): () => void {
  const { popup, onReturn } = parameters
  const origin = new URL(parameters.url).origin
  let done = false
  const finish = (paid: boolean) => {
    if (done) return
    stop()
    onReturn(paid)
  }
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { readonly type?: unknown; readonly status?: unknown } | null
    if (event.origin === origin && event.source === popup && data?.type === PAID && data.status === 'paid') finish(true)
  }
  const poll = setInterval(() => {
    if (popup.closed) finish(false)
  }, POLL_MS)
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS)
  function stop() {
    done = true
    clearInterval(poll)
    clearTimeout(giveUp)
    window.removeEventListener('message', onMessage)
  }
  window.addEventListener('message', onMessage)
  return stop
}
