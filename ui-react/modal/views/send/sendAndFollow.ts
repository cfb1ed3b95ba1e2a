import type { SendRequest, Walletport, WalletportEvent } from '../../../../core/index.js'

type Settled = Extract<WalletportEvent, { readonly type: 'SEND_CONFIRMED' | 'SEND_FAILED' }>

/**
 * Sends through `walletport.send` and calls `onSettled` once with the SEND_CONFIRMED or
 * SEND_FAILED of that transaction. The events are heard from before the wallet is asked (the
 * outcome can go out before `send` resolves) and no longer once the outcome came or the send failed.
 * Not tied to a view: the Send views are gone (Account shows) when the outcome comes.
 * @example const hash = await sendAndFollow(walletport, request, (event) => notices.toast(...))
 */
export async function sendAndFollow(walletport: Walletport, request: SendRequest, onSettled: (event: Settled) => void): Promise<string> {
  const early: Settled[] = []
  let hash: string | undefined
  const subscription = walletport.events$.subscribe((event) => {
    if (event.type !== 'SEND_CONFIRMED' && event.type !== 'SEND_FAILED') return
    if (hash === undefined) return void early.push(event)
    if (event.hash !== hash) return
    subscription.unsubscribe()
    onSettled(event)
  })
  try {
    hash = await walletport.send(request)
  } catch (error) {
    subscription.unsubscribe()
    throw error
  }
  const settled = early.find((event) => event.hash === hash)
  if (settled) {
    subscription.unsubscribe()
    onSettled(settled)
  }
  return hash
}
