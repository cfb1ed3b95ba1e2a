import * as z from 'zod/mini'
import { isWalletAddress } from '../evm/parseAccounts.js'

/** A wallet's session_event, validated; `undefined` for anything walletport does not use or cannot trust. */
export type ParsedSessionEvent =
  | { readonly name: 'chainChanged'; readonly chainId: number }
  | { readonly name: 'accountsChanged'; readonly addresses: readonly string[] }

const eventSchema = z.object({
  event: z.object({ name: z.string(), data: z.unknown() }),
  chainId: z.optional(z.string()),
})
const CHAIN_ID = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/))])
const ACCOUNTS = z.array(z.string().check(z.regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:)?0x[0-9a-fA-F]{40}$/)))

/**
 * Reads `params` of a sign-client `session_event` (eip155): chainChanged carries a number or
 * a hex/decimal string, accountsChanged plain or CAIP-10 addresses.
 * @example parseSessionEvent({ event: { name: 'chainChanged', data: '0x1' } }) // { name: 'chainChanged', chainId: 1 }
 */
export function parseSessionEvent(params: unknown): ParsedSessionEvent | undefined {
  const parsed = eventSchema.safeParse(params)
  if (!parsed.success) return undefined
  const { name, data } = parsed.data.event
  if (name === 'chainChanged') {
    const chainId = CHAIN_ID.safeParse(data)
    if (!chainId.success) return undefined
    const value = typeof chainId.data === 'number' ? chainId.data : Number(chainId.data)
    return Number.isSafeInteger(value) && value > 0 ? { name, chainId: value } : undefined
  }
  if (name === 'accountsChanged') {
    const accounts = ACCOUNTS.safeParse(data)
    if (!accounts.success || !accounts.data.every((account) => isWalletAddress(account.slice(account.lastIndexOf(':') + 1)))) return undefined
    return { name, addresses: [...new Set(accounts.data.map((account) => account.slice(account.lastIndexOf(':') + 1)))] }
  }
  return undefined
}
