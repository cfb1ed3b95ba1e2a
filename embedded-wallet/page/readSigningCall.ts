import { isHex, stringToHex, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import type { Eip155ApprovalCall } from './Approver.js'
import { invalidParams, parseParams } from './parseParams.js'

/** The signing methods the frame performs (after approval). */
export const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const
/** One of SIGNING_METHODS. */
export type SigningMethod = (typeof SIGNING_METHODS)[number]

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address'))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected hex'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity'))
const MAX_TEXT = 100_000

const personalSignParams = z.tuple([z.string().check(z.maxLength(MAX_TEXT)), address])
const typedDataParams = z.tuple([address, z.union([z.string().check(z.maxLength(MAX_TEXT)), z.record(z.string(), z.unknown())])])
const typedData = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  message: z.record(z.string(), z.unknown()),
})
const sendTransactionParams = z.tuple([
  z.object({
    from: address,
    to: z.optional(z.nullable(address)),
    value: z.optional(quantity),
    data: z.optional(hex.check(z.maxLength(2 * 128 * 1024))),
    gas: z.optional(quantity),
    chainId: z.optional(quantity),
  }),
])

/**
 * Reads a signing request's params into the call the visitor will approve; malformed params
 * throw `FrameRequestError` (-32602). Checking `from`/address against the user is the caller's.
 * @example readSigningCall('personal_sign', ['0x6869', '0xab…'], 1)
 */
export function readSigningCall(method: SigningMethod, params: readonly unknown[] | undefined, chainId: number): Eip155ApprovalCall {
  if (method === 'personal_sign') {
    const [message, signer] = parseParams(personalSignParams, params, method)
    // Some apps send plain text; sign exactly what is shown, as bytes.
    return { method, message: isHex(message) ? message : stringToHex(message), address: signer as Address }
  }
  if (method === 'eth_signTypedData_v4') {
    const [signer, json] = parseParams(typedDataParams, params, method)
    let data: unknown = json
    if (typeof json === 'string') {
      try {
        data = JSON.parse(json)
      } catch {
        throw invalidParams(method, 'typed data is not JSON')
      }
    }
    const parsed = parseParams(typedData, data, method)
    const domainChain = parsed.domain['chainId']
    // Like other wallets: a signature meant for another chain is refused, not signed.
    if (domainChain !== undefined && Number(domainChain) !== chainId) throw invalidParams(method, `domain chainId ${String(domainChain)} is not the current chain ${chainId}`)
    return { method, typedData: parsed, address: signer as Address }
  }
  const [tx] = parseParams(sendTransactionParams, params, method)
  if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) throw invalidParams(method, `chainId ${tx.chainId} is not the current chain ${chainId}`)
  return {
    method,
    chainId,
    transaction: {
      from: tx.from as Address,
      ...(tx.to ? { to: tx.to as Address } : {}),
      ...(tx.value ? { value: tx.value as Hex } : {}),
      ...(tx.data && tx.data !== '0x' ? { data: tx.data as Hex } : {}),
      ...(tx.gas ? { gas: tx.gas as Hex } : {}),
    },
  }
}
