import { FrameRequestError } from './FrameRequestError.js'
import { hexToBigInt, type Address, type Hex, type TransactionSerializable } from 'viem'

/** The transaction an app asks for: `from` is checked by the caller, the rest is filled here. */
export interface TransactionRequest {
  readonly from: Address
  readonly to?: Address | undefined
  readonly value?: Hex | undefined
  readonly data?: Hex | undefined
  readonly gas?: Hex | undefined
}

/** One JSON-RPC call to the chain. */
export type RpcCall = (method: string, params: readonly unknown[]) => Promise<unknown>

/** The tip when the node cannot suggest one (eth_maxPriorityFeePerGas is not standard everywhere). */
export const FALLBACK_PRIORITY_FEE = 1_000_000_000n

/**
 * Fills nonce (pending), gas (estimated unless given) and fees (EIP-1559 from the latest base
 * fee, else a legacy gas price) from the chain, ready for `account.signTransaction`.
 * @example const tx = await prepareTransaction({ request, chainId: 1, rpc })
 */
export async function prepareTransaction(parameters: { readonly request: TransactionRequest; readonly chainId: number; readonly rpc: RpcCall }): Promise<TransactionSerializable> {
  const { request, chainId, rpc } = parameters
  const call = { from: request.from, ...(request.to ? { to: request.to } : {}), ...(request.value ? { value: request.value } : {}), ...(request.data ? { data: request.data } : {}) }
  const nonce = Number(quantity(await rpc('eth_getTransactionCount', [request.from, 'pending']), 'nonce'))
  const gas = request.gas ? hexToBigInt(request.gas) : quantity(await rpc('eth_estimateGas', [call]), 'gas')
  const base = {
    chainId,
    nonce,
    gas,
    ...(request.to ? { to: request.to } : {}),
    value: request.value ? hexToBigInt(request.value) : 0n,
    ...(request.data ? { data: request.data } : {}),
  }
  const baseFee = await latestBaseFee(rpc)
  if (baseFee === undefined) return { ...base, type: 'legacy', gasPrice: quantity(await rpc('eth_gasPrice', []), 'gasPrice') }
  const tip = await rpc('eth_maxPriorityFeePerGas', []).then(
    (value) => quantity(value, 'maxPriorityFeePerGas'),
    () => FALLBACK_PRIORITY_FEE,
  )
  // Twice the base fee rides out six full blocks of +12.5 %; unused fee is never charged.
  return { ...base, type: 'eip1559', maxPriorityFeePerGas: tip, maxFeePerGas: baseFee * 2n + tip }
}

/** The next block's base fee, or undefined on a chain without EIP-1559 (or without eth_feeHistory). */
async function latestBaseFee(rpc: RpcCall): Promise<bigint | undefined> {
  let history: unknown
  try {
    history = await rpc('eth_feeHistory', ['0x1', 'latest', []])
  } catch {
    return undefined
  }
  const fees = (history as { baseFeePerGas?: unknown } | null)?.baseFeePerGas
  const next = Array.isArray(fees) ? fees.at(-1) : undefined
  if (typeof next !== 'string' || !/^0x[0-9a-f]+$/i.test(next)) return undefined
  const fee = hexToBigInt(next as Hex)
  return fee > 0n ? fee : undefined
}

function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) throw new FrameRequestError(`The RPC endpoint returned no valid ${what}`)
  return hexToBigInt(value as Hex)
}
