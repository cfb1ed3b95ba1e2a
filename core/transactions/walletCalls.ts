import type { WalletRpcMethod } from '../../ports/ChainAdapter.js'
import { InvalidWalletResponseError } from '../account/validateAccounts.js'
import { adapterFor } from '../connection/adapterFor.js'
import type { CoreContext } from '../CoreContext.js'
import { AddressOrAuthConnectorNotFoundError, CaipNetworkUndefinedError } from '../errors/notFoundErrors.js'
import { toWalletError } from '../errors/providerErrors.js'
import { InvalidParamsRpcError } from '../errors/walletErrors.js'
import { requestThrough } from '../connection/requestThrough.js'
import { validateCallTargets } from './validateCallTargets.js'
import { callsStatusSchema, capabilitiesSchema, sendCallsReplySchema, signatureSchema, type CallsStatus, type WalletCapabilities } from './walletCallSchemas.js'
import type * as z from 'zod/mini'

/** One call of a `wallet_sendCalls` bundle: a target starting with 0x, hex data, a hex value. */
export interface WalletCall {
  readonly to: string
  readonly data?: string
  readonly value?: bigint
}

/**
 * Signs EIP-712 typed data with the connected eip155 account (`eth_signTypedData_v4`).
 * @example const signature = await signTypedData(context, { typedData: { domain, types, primaryType, message } })
 */
export async function signTypedData(context: CoreContext, params: { readonly typedData: Readonly<Record<string, unknown>> }): Promise<string> {
  return walletRequest(context, 'eth_signTypedData_v4', (address) => [address, JSON.stringify(params.typedData, jsonBigInt)], signatureSchema)
}

/**
 * What the connected eip155 wallet can do, per chain (EIP-5792 `wallet_getCapabilities`), for the
 * account and the current network.
 * @example (await getCapabilities(context))['0x1']?.atomic // { status: 'supported' }
 */
export async function getCapabilities(context: CoreContext): Promise<WalletCapabilities> {
  return walletRequest(context, 'wallet_getCapabilities', (address, chainId) => [address, [chainId]], capabilitiesSchema)
}

/**
 * Sends a bundle of calls through the connected eip155 wallet (EIP-5792 `wallet_sendCalls`,
 * version 2.0.0, on the current network); its id, for `getCallsStatus`. Every target must start
 * with 0x: a bundle that breaks it is refused before the wallet is asked.
 * @example const { id } = await sendCalls(context, { calls: [{ to: token, data: approve }, { to: pair, data: swap }], atomicRequired: true })
 */
export async function sendCalls(context: CoreContext, params: { readonly calls: readonly WalletCall[]; readonly atomicRequired?: boolean }): Promise<{ readonly id: string }> {
  const targets = validateCallTargets(params.calls)
  if (!targets.ok) throw new InvalidParamsRpcError({ details: { reason: targets.problem, index: targets.index } })
  const reply = await walletRequest(
    context,
    'wallet_sendCalls',
    (address, chainId) => [
      {
        version: '2.0.0',
        chainId,
        from: address,
        atomicRequired: params.atomicRequired ?? false,
        calls: params.calls.map((call) => ({ to: call.to, ...(call.data ? { data: call.data } : {}), ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}) })),
      },
    ],
    sendCallsReplySchema,
  )
  return { id: typeof reply === 'string' ? reply : reply.id }
}

/**
 * The status of a bundle sent with `sendCalls` (EIP-5792 `wallet_getCallsStatus`): 100 pending,
 * 200 confirmed with its receipts, 4xx/5xx failed.
 * @example (await getCallsStatus(context, { id })).status // 200
 */
export async function getCallsStatus(context: CoreContext, params: { readonly id: string }): Promise<CallsStatus> {
  return walletRequest(context, 'wallet_getCallsStatus', () => [params.id], callsStatusSchema)
}

/** Sends `method` to the connected eip155 wallet and checks its answer; wallets and adapters without it reject 4200. */
async function walletRequest<T>(context: CoreContext, method: WalletRpcMethod, paramsFor: (address: string, chainId: string) => readonly unknown[], schema: z.ZodMiniType<T>): Promise<T> {
  const state = context.state.getSnapshot()
  const connection = state.connections.find((candidate) => candidate.namespace === 'eip155')
  const address = state.accounts.eip155?.address
  const network = state.networks.eip155?.caipNetwork
  if (!connection || !address) throw new AddressOrAuthConnectorNotFoundError()
  if (!network) throw new CaipNetworkUndefinedError()
  let answer: unknown
  try {
    answer = await requestThrough(adapterFor(context, 'eip155'), { connectorId: connection.connectorId, network, method, params: paramsFor(address, `0x${Number(network.id).toString(16)}`) })
  } catch (cause) {
    throw toWalletError(cause)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletResponseError(`malformed ${method} answer`)
  return parsed.data
}

function jsonBigInt(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}
