import type { TransactionDraft } from '../../ports/ChainAdapter.js'
import type { Balance } from '../account/Balance.js'
import { readNativeBalance } from '../account/fetchBalance.js'
import type { CoreContext } from '../CoreContext.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import type { ChainNamespace, Network } from '../network/Network.js'
import { buildSendTransaction } from './buildSendTransaction.js'
import { readSendToken, type SendToken } from './readSendToken.js'
import { resolveReceiver, type SendReceiver } from './resolveReceiver.js'
import { SendFormError, type SendProblem } from './sendErrors.js'
import { toSmallestUnit } from './toSmallestUnit.js'
import { validateSendForm } from './validateSendForm.js'

/** A send as the Send view asks for it: a row of the account's balances, the amount as typed, an address or name. */
export interface SendRequest {
  readonly token: Balance
  /** In whole tokens ('0.5'), as typed. */
  readonly amount: string | number
  /** An address of the token's namespace, or (eip155) a name such as `name.reown.id`. */
  readonly to: string
}

/** A send that passed every check but the balance: what it moves, from where, to whom. */
export interface SendPlan {
  readonly token: Balance
  readonly sendToken: SendToken
  readonly namespace: ChainNamespace
  readonly network: Network
  readonly from: string
  /** CAIP-10 address of the sender, as the account holds it (the balance cache's key). */
  readonly caipAddress: string
  /** The Account data's key of the sender (network + address, as accountTarget builds it). */
  readonly accountKey: string
  readonly units: bigint
  readonly receiver: SendReceiver & { readonly address: string }
  readonly transaction: TransactionDraft
}

/**
 * Checks a send and plans its transaction: the receiver resolved (resolveReceiver), the form
 * checked by validateSendForm, the amount in the token's smallest unit, the token's network
 * the connected one of its namespace. Every problem at once → SendFormError; no connected
 * account in the token's namespace → AddressOrAuthConnectorNotFoundError. Nothing is sent.
 * @example const plan = await planSend(context, { token, amount: '0.5', to: 'alice.reown.id' })
 */
export async function planSend(context: Pick<CoreContext, 'state' | 'blockchainApi' | 'logger' | 'raiseAlert'>, request: SendRequest): Promise<SendPlan> {
  const state = context.state.getSnapshot()
  const sendToken = request.token ? readSendToken(request.token) : undefined
  const namespace = sendToken?.namespace ?? state.activeNamespace
  const receiver = await resolveReceiver(context, { namespace, to: request.to })
  const unresolved = receiver.address === undefined
  const problems: SendProblem[] = validateSendForm({ amount: request.amount, receiverAddress: receiver.address ?? receiver.input, token: sendToken ? request.token : undefined, namespace })
    .filter((problem) => !(unresolved && problem === 'RECEIVER_INVALID'))
  if (unresolved) problems.push('RECEIVER_NAME_UNRESOLVED')
  const amountChecked = !problems.some((problem) => problem.startsWith('AMOUNT_'))
  const units = sendToken && amountChecked ? toSmallestUnit(request.amount, sendToken.decimals) : undefined
  if (sendToken && amountChecked && units === undefined) problems.push('AMOUNT_TOO_PRECISE')
  const network = state.networks[namespace]?.caipNetwork
  if (sendToken && network?.caipNetworkId !== sendToken.caipNetworkId) problems.push('TOKEN_NETWORK_NOT_ACTIVE')
  if (problems.length > 0 || !sendToken || units === undefined || !network || receiver.address === undefined) throw new SendFormError({ problems })
  const account = state.accounts[namespace]
  const from = account?.address
  if (account?.status !== 'connected' || !from) throw new AddressOrAuthConnectorNotFoundError()
  const to = receiver.address
  return {
    token: request.token,
    sendToken,
    namespace,
    network,
    from,
    caipAddress: account.caipAddress ?? `${network.caipNetworkId}:${from}`,
    accountKey: `${network.caipNetworkId}:${from}`,
    units,
    receiver: { ...receiver, address: to },
    transaction: buildSendTransaction({ token: sendToken, to, units }),
  }
}

/**
 * What the sender holds of the plan's token, in the smallest unit: the native balance read
 * from the chain (through the 30 s cache unless `force`), or the balance row's quantity.
 * @example if (plan.units > (await sendBalance(context, plan, { force: true }))) throw new InsufficientBalanceError()
 */
export async function sendBalance(context: Pick<CoreContext, 'adapters' | 'storage' | 'clock'>, plan: Pick<SendPlan, 'sendToken' | 'namespace' | 'from' | 'caipAddress' | 'network'>, options: { readonly force?: boolean } = {}): Promise<bigint> {
  if (plan.sendToken.contract !== undefined) return plan.sendToken.balance
  const { namespace, from: address, caipAddress, network } = plan
  return (await readNativeBalance(context, { namespace, address, caipAddress, network, ...(options.force ? { force: true } : {}) })).value
}
