import type { CoreContext } from '../CoreContext.js'
import { toWalletError } from '../errors/providerErrors.js'
import { sendTransaction } from '../transactions/sendTransaction.js'
import { planSend, sendBalance, type SendRequest } from './planSend.js'
import { InsufficientBalanceError, toSendError } from './sendErrors.js'
import { sentTransactionEntry } from './sentTransactionEntry.js'
import { showPending, type SendActivity } from './sendActivity.js'
import { watchSentTransaction, type SendOutcome } from './watchSentTransaction.js'

/**
 * Sends an amount of a token (a row of the account's balances) to an address or a name, and
 * resolves the transaction hash (solana: its signature) once the wallet sent it. Before the
 * wallet is asked: the form is checked (SendFormError listing every problem) and the amount
 * against the balance read afresh (InsufficientBalanceError). The transaction (native
 * `{ to, value }`, ERC-20 `transfer`, SOL or SPL transfer) goes through `sendTransaction`; a
 * rejection stays UserRejectedRequestError, a chain's "insufficient funds" becomes
 * InsufficientBalanceError, other failures stay typed. Once sent, a pending entry shows in
 * Activity at once, and watchSentTransaction follows it to SEND_CONFIRMED or SEND_FAILED.
 * @example const hash = await walletport.send({ token, amount: '0.5', to: 'alice.reown.id' })
 */
export async function sendTokens(context: CoreContext, activity: SendActivity, request: SendRequest): Promise<string> {
  return (await startSend(context, activity, request)).hash
}

/**
 * `sendTokens` with its end: the hash once the wallet sent it, and `settled`, how the chain
 * ended it (watchSentTransaction's outcome; never rejects). For callers that wait for the
 * receipt (`pay`) without following the transaction a second time.
 * @example const { hash, settled } = await startSend(context, accountData, request); const { error } = await settled
 */
export async function startSend(context: CoreContext, activity: SendActivity, request: SendRequest): Promise<{ readonly hash: string; readonly settled: Promise<SendOutcome> }> {
  const plan = await planSend(context, request)
  const symbol = request.token.symbol
  if (plan.units > (await sendBalance(context, plan, { force: true }))) throw new InsufficientBalanceError({ symbol })
  let hash: string
  try {
    hash = await sendTransaction(context, { ...plan.transaction, namespace: plan.namespace })
  } catch (error) {
    throw toSendError(toWalletError(error), symbol)
  }
  showPending(context, activity, plan.accountKey, sentTransactionEntry({ plan, hash, amount: String(request.amount), now: context.clock.now() }))
  const settled = watchSentTransaction(context, activity, { plan, hash }).catch((error: unknown): SendOutcome => {
    context.logger.error('send: following the transaction failed', error)
    return { status: 'unknown', error: toWalletError(error) }
  })
  return { hash, settled }
}
