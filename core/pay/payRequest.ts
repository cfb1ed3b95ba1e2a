import type { CoreContext } from '../CoreContext.js'
import type { SendActivity } from '../send/sendActivity.js'
import { InsufficientBalanceError } from '../send/sendErrors.js'
import { startSend } from '../send/sendTokens.js'
import { toSmallestUnit } from '../send/toSmallestUnit.js'
import { toBaseError } from '../errors/toBaseError.js'
import { checkPayRequest, type CheckedPayRequest, type PayRequest } from './checkPayRequest.js'
import { findPayToken } from './findPayToken.js'
import { PayError } from './PayError.js'

/**
 * Pays a request: `amount` of `token` to `recipient` on `network`, confirmed by the visitor in the
 * connected wallet; resolves the hash once the chain confirmed it. A send with a fixed request
 * and a network requirement: refused first with PayError when `features.pay` is off
 * (PAY_DISABLED), the request is not valid (INVALID_REQUEST, every problem), no wallet of the
 * network's namespace is connected (NOT_CONNECTED), the active network is another one
 * (WRONG_NETWORK), or the token's balance cannot be read (TOKEN_UNAVAILABLE: the API is down);
 * then as `send`: InsufficientBalanceError when the balance (read afresh) is short, a declined
 * signature stays UserRejectedRequestError, a reverted transaction is TransactionRevertedError.
 * PAY_SUCCESS or PAY_ERROR goes out on `events$`.
 * @example const hash = await walletport.pay({ recipient: '0x7099…', amount: '0.01', token: 'native', network: 'eip155:1' })
 */
export async function payRequest(context: CoreContext, activity: SendActivity, request: PayRequest): Promise<string> {
  try {
    const checked = checkPayable(context, request)
    const namespace = checked.network.chainNamespace
    const token = await payToken(activity, checked)
    if (toSmallestUnit(checked.amount, Number(token.quantity.decimals)) === undefined) throw new PayError({ code: 'INVALID_REQUEST', problems: ['AMOUNT_TOO_PRECISE'] })
    const { hash, settled } = await startSend(context, activity, { token, amount: checked.amount, to: checked.recipient })
    const outcome = await settled
    if (outcome.error) throw outcome.error
    context.emit({ type: 'PAY_SUCCESS', namespace, hash })
    return hash
  } catch (error) {
    context.emit({ type: 'PAY_ERROR', error: toBaseError(error) })
    throw error
  }
}

/** The request checked against the options and the connection, before anything is read. */
function checkPayable(context: CoreContext, request: PayRequest): CheckedPayRequest {
  if (!context.options.features.pay) throw new PayError({ code: 'PAY_DISABLED' })
  const { problems, checked } = checkPayRequest(request, context.options.networks)
  if (!checked) throw new PayError({ code: 'INVALID_REQUEST', problems })
  const state = context.state.getSnapshot()
  const namespace = checked.network.chainNamespace
  const account = state.accounts[namespace]
  if (account?.status !== 'connected' || !account.address) throw new PayError({ code: 'NOT_CONNECTED' })
  const active = state.activeNamespace === namespace ? state.networks[namespace]?.caipNetwork?.caipNetworkId : undefined
  if (active !== checked.network.caipNetworkId) throw new PayError({ code: 'WRONG_NETWORK', caipNetworkId: checked.network.caipNetworkId })
  return checked
}

/**
 * The row paid from. A token's rows are read afresh (a purchase may just have landed); the
 * native token needs none (its balance is read from the chain), the loaded rows only price it.
 */
async function payToken(activity: SendActivity, checked: CheckedPayRequest) {
  if (checked.contract !== undefined) await activity.loadTokens({ force: true })
  const tokens = activity.getSnapshot().tokens
  const token = findPayToken(tokens.status === 'ready' ? tokens.balances : [], checked)
  if (token) return token
  if (tokens.status !== 'ready') throw new PayError({ code: 'TOKEN_UNAVAILABLE', cause: tokens.error })
  // The rows list only held tokens: none of this one.
  throw new InsufficientBalanceError()
}
