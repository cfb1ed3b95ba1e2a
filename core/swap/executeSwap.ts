import type { SwapTransaction } from '../../ports/BlockchainApi.js'
import { fetchBalance } from '../account/fetchBalance.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { toWalletError } from '../errors/providerErrors.js'
import type { Network } from '../network/Network.js'
import { refreshTokensOf, settleSent, showPending, type SendActivity } from '../send/sendActivity.js'
import { TransactionRevertedError, toSendError } from '../send/sendErrors.js'
import { sendTransaction } from '../transactions/sendTransaction.js'
import { validateCallTargets } from '../transactions/validateCallTargets.js'
import { getCallsStatus, getCapabilities, sendCalls, type WalletCall } from '../transactions/walletCalls.js'
import { SWAP_SLIPPAGE_TOLERANCE } from './swapDefaults.js'
import { SwapError } from './SwapError.js'
import type { SwapTokenOption } from './SwapState.js'
import { swapTransactionEntry } from './swapTransactionEntry.js'

/** How often a `wallet_sendCalls` bundle's status is read while it is pending (the spec's retry spacing). */
export const CALLS_STATUS_POLL_MS = 1_000

/** What `executeSwap` needs: the account, the choice and its amounts. */
export interface SwapOrder {
  readonly network: Network
  readonly address: string
  /** CAIP-10 of the account: the API's `userAddress`. */
  readonly caipAddress: string
  readonly from: SwapTokenOption
  readonly to: SwapTokenOption
  readonly units: bigint
  readonly fromAmount: string
  readonly toAmount: string
  readonly needsApproval: boolean
}

/**
 * Swaps through the connected eip155 wallet: the approval (when the allowance is short) and the
 * swap are built by the API (build-approve, build-transaction with the 1 % slippage), their
 * targets checked (each starts with 0x). A wallet that reports atomic batching for the chain
 * gets both as one `wallet_sendCalls` (atomicRequired), followed with `wallet_getCallsStatus`;
 * otherwise the approval is sent and mined first, then the swap. The swap shows as a pending
 * Activity entry that turns final; the balances are read again; SWAP_SUCCESS or SWAP_ERROR goes
 * out. Resolves the swap's hash once confirmed.
 * @example const hash = await executeSwap(context, accountData, order, (stage) => show(stage))
 */
export async function executeSwap(context: CoreContext, activity: SendActivity, order: SwapOrder, onStage: (stage: 'approving' | 'swapping') => void): Promise<string> {
  try {
    const hash = await swapOnChain(context, activity, order, onStage)
    context.emit({ type: 'SWAP_SUCCESS', namespace: 'eip155', hash })
    return hash
  } catch (error) {
    const typed = error instanceof SwapError || error instanceof TransactionRevertedError ? error : toSendError(toWalletError(error), order.from.symbol)
    context.emit({ type: 'SWAP_ERROR', namespace: 'eip155', error: typed })
    throw typed
  }
}

async function swapOnChain(context: CoreContext, activity: SendActivity, order: SwapOrder, onStage: (stage: 'approving' | 'swapping') => void): Promise<string> {
  const { approve, swap } = await buildSwap(context, order)
  const calls = [...(approve ? [callOf(approve)] : []), callOf(swap, order.from.native ? order.units : undefined)]
  const targets = validateCallTargets(calls)
  if (!targets.ok) throw new SwapError({ reason: 'INVALID_CALL_TARGET', details: { index: targets.index, problem: targets.problem } })
  const accountKey = `${order.network.caipNetworkId}:${order.address}`
  const pending = (hash: string) =>
    showPending(context, activity, accountKey, swapTransactionEntry({ hash, chain: order.network.caipNetworkId, account: order.address, router: swap.to, from: order.from, to: order.to, fromAmount: order.fromAmount, toAmount: order.toAmount, now: context.clock.now() }))
  const settle = async (hash: string, status: 'confirmed' | 'failed' | undefined) => {
    settleSent(activity, hash, status)
    await Promise.all([fetchBalance(context, { namespace: 'eip155', force: true }), refreshTokensOf(activity, accountKey)])
  }
  if (approve && (await batchesAtomically(context, order.network))) {
    onStage('swapping')
    const { id } = await sendCalls(context, { calls, atomicRequired: true })
    pending(id)
    const outcome = await followCalls(context, id)
    await settle(id, outcome.status)
    if (outcome.status !== 'confirmed') throw new TransactionRevertedError({ hash: outcome.hash ?? id })
    return outcome.hash ?? id
  }
  if (approve) {
    onStage('approving')
    const approval = await sendTransaction(context, { ...calls[0]!, namespace: 'eip155' })
    if ((await receiptOf(context, order.network, approval)) === 'reverted') throw new TransactionRevertedError({ hash: approval })
  }
  onStage('swapping')
  const hash = await sendTransaction(context, { ...calls.at(-1)!, namespace: 'eip155' })
  pending(hash)
  const status = await receiptOf(context, order.network, hash)
  await settle(hash, status === 'success' ? 'confirmed' : status === 'reverted' ? 'failed' : undefined)
  if (status === 'reverted') throw new TransactionRevertedError({ hash })
  return hash
}

/** The approval (only when the allowance is short) and the swap, as the API builds them. */
async function buildSwap(context: CoreContext, order: SwapOrder): Promise<{ readonly approve: SwapTransaction | undefined; readonly swap: SwapTransaction }> {
  const api = context.blockchainApi
  if (!api) throw new SwapError({ reason: 'NETWORK_NOT_SUPPORTED' })
  const query = { userAddress: order.caipAddress, from: order.from.address, to: order.to.address, amount: order.units.toString() }
  try {
    const approve = order.needsApproval ? await api.buildApproveTransaction(query) : undefined
    // Before the approval is mined the swap cannot be estimated: the API is asked not to.
    const swap = await api.buildSwapTransaction({ ...query, eip155: { slippage: String(SWAP_SLIPPAGE_TOLERANCE) }, ...(approve ? { disableEstimate: true } : {}) })
    return { approve, swap }
  } catch (cause) {
    throw new SwapError({ reason: 'BUILD_FAILED', cause })
  }
}

/** A built transaction as a wallet call; the native amount as its value. */
function callOf(transaction: SwapTransaction, nativeUnits?: bigint): WalletCall & { readonly to: string } {
  const value = nativeUnits ?? (transaction.value && transaction.value !== '0' ? BigInt(transaction.value) : undefined)
  return { to: transaction.to, data: transaction.data, ...(value === undefined ? {} : { value }) }
}

/** True when the wallet reports atomic batching ('supported' or 'ready') for the chain; false when it cannot say. */
async function batchesAtomically(context: CoreContext, network: Network): Promise<boolean> {
  try {
    const capabilities = await getCapabilities(context)
    const status = capabilities[`0x${Number(network.id).toString(16)}`]?.atomic?.status
    return status === 'supported' || status === 'ready'
  } catch (error) {
    context.logger.debug('swap: no wallet_getCapabilities, approving then swapping', error)
    return false
  }
}

/** Reads the bundle's status until it is final: 200 confirmed (its last receipt's hash), anything else failed. */
async function followCalls(context: CoreContext, id: string): Promise<{ readonly status: 'confirmed' | 'failed'; readonly hash: string | undefined }> {
  for (;;) {
    const answer = await getCallsStatus(context, { id })
    if (answer.status >= 200) {
      const receipts = answer.receipts ?? []
      const hash = receipts.at(-1)?.transactionHash
      const reverted = receipts.some((receipt) => receipt.status !== '0x1')
      return { status: answer.status === 200 && !reverted ? 'confirmed' : 'failed', hash }
    }
    await new Promise<void>((resolve) => context.clock.setTimeout(resolve, CALLS_STATUS_POLL_MS))
  }
}

/** The transaction's receipt status, or undefined when the adapter cannot follow it (or the wait failed). */
async function receiptOf(context: CoreContext, network: Network, hash: string): Promise<'success' | 'reverted' | undefined> {
  const adapter = adapterFor(context, 'eip155')
  if (!adapter.waitForTransaction) return undefined
  try {
    return (await adapter.waitForTransaction({ network, hash })).status
  } catch (cause) {
    context.logger.warn(`swap: could not follow ${hash}`, cause)
    return undefined
  }
}
