import type { NetworkFee } from '../../ports/ChainAdapter.js'
import type { Balance } from '../account/Balance.js'
import type { CoreContext } from '../CoreContext.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/notFoundErrors.js'
import { formatFixedPoint } from '../format/formatFixedPoint.js'
import { buildSendTransaction } from './buildSendTransaction.js'
import { estimateSendFee } from './estimateSendFee.js'
import { sendBalance } from './planSend.js'
import { readSendToken } from './readSendToken.js'
import { SendFormError } from './sendErrors.js'

/**
 * How much of the native balance is kept for the fee: the estimate times this. eip155 ×2: the
 * price per gas can rise before the block, and wallets sign a maximum fee per gas above the
 * current one, which the node requires the balance to cover. solana ×1: its fee is fixed by
 * the message, and a sender left with less than the rent-exempt minimum (but not 0) is refused.
 */
export const GAS_RESERVE_MULTIPLIER: Readonly<Record<'eip155' | 'solana', bigint>> = { eip155: 2n, solana: 1n }

/** The most a send of one token can move. */
export interface SendMax {
  /** In whole tokens, exact (no trailing zeros): what the amount field takes. */
  readonly amount: string
  /** In the smallest unit. */
  readonly units: bigint
  /** Native token: what is kept for the fee (the estimate × GAS_RESERVE_MULTIPLIER); 0 for other tokens. */
  readonly reserve: bigint
  /** Native token: the fee estimate the reserve is based on; undefined when none could be made (then nothing is kept). */
  readonly fee: NetworkFee | undefined
}

/**
 * The "Max" of a send: the whole balance of a token (its balance row), and for the native
 * token the chain's balance minus the gas reserve (the fee of a plain transfer estimated by
 * the adapter, × GAS_RESERVE_MULTIPLIER; never below 0). An unreadable row → SendFormError
 * ('TOKEN_MISSING'); no connected account in its namespace → AddressOrAuthConnectorNotFoundError.
 * @example const { amount } = await walletport.getSendMax({ token })
 */
export async function getSendMax(context: CoreContext, params: { readonly token: Balance }): Promise<SendMax> {
  const sendToken = readSendToken(params.token)
  if (!sendToken) throw new SendFormError({ problems: ['TOKEN_MISSING'] })
  const { namespace, decimals } = sendToken
  const state = context.state.getSnapshot()
  const account = state.accounts[namespace]
  const network = state.networks[namespace]?.caipNetwork
  if (account?.status !== 'connected' || !account.address || !network) throw new AddressOrAuthConnectorNotFoundError()
  if (network.caipNetworkId !== sendToken.caipNetworkId) throw new SendFormError({ problems: ['TOKEN_NETWORK_NOT_ACTIVE'] })
  const from = account.address
  const plan = { sendToken, namespace, from, caipAddress: account.caipAddress ?? `${network.caipNetworkId}:${from}`, network }
  if (sendToken.contract !== undefined) return { amount: formatFixedPoint(sendToken.balance, decimals, decimals), units: sendToken.balance, reserve: 0n, fee: undefined }
  const [balance, fee] = await Promise.all([
    sendBalance(context, plan),
    // A plain transfer to oneself costs what one to another account does (eip155: 21,000 gas).
    estimateSendFee(context, { namespace, network, from, transaction: buildSendTransaction({ token: sendToken, to: from, units: 0n }) }),
  ])
  const reserve = fee ? fee.value * (GAS_RESERVE_MULTIPLIER[namespace as 'eip155' | 'solana'] ?? 1n) : 0n
  const units = balance > reserve ? balance - reserve : 0n
  return { amount: formatFixedPoint(units, decimals, decimals), units, reserve, fee }
}
