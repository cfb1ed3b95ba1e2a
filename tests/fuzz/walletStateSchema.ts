import { isAddress } from 'viem'
import * as z from 'zod/mini'
import { isSolanaAddress } from '../../core/account/isSolanaAddress.js'
import { CHAIN_NAMESPACES } from '../../core/network/Network.js'
import { networkSchema } from '../../core/network/networkSchema.js'
import type { WalletState } from '../../core/state/WalletState.js'

/** An address a namespace can hold: EIP-55 hex on EVM, base58 ed25519 on Solana. */
function isAddressOf(namespace: string, address: string): boolean {
  if (namespace === 'eip155') {
    // EIP-55: all-lower and all-upper hex claim no checksum; mixed case must be the checksum.
    const hex = address.slice(2)
    return isAddress(address, { strict: hex !== hex.toLowerCase() && hex !== hex.toUpperCase() })
  }
  if (namespace === 'solana') return isSolanaAddress(address)
  return address.length > 0
}

/** A CAIP-2 id of the namespace; on eip155 the reference is a positive safe integer (a chain id). */
function isCaipNetworkIdOf(namespace: string, caipNetworkId: string): boolean {
  if (!caipNetworkId.startsWith(`${namespace}:`)) return false
  const reference = caipNetworkId.slice(namespace.length + 1)
  return namespace === 'eip155' ? /^[1-9][0-9]*$/.test(reference) && Number.isSafeInteger(Number(reference)) : /^[-_a-zA-Z0-9]{1,32}$/.test(reference)
}

const namespace = z.enum(CHAIN_NAMESPACES)

const accountSchema = z.object({
  namespace,
  address: z.string().check(z.minLength(1)),
  type: z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']),
})

const accountStateSchema = z
  .looseObject({
    status: z.enum(['disconnected', 'connecting', 'connected']),
    address: z.optional(z.string().check(z.minLength(1))),
    caipAddress: z.optional(z.string()),
    allAccounts: z.array(accountSchema),
    currentTab: z.number(),
  })
  .check(
    z.refine((account) => account.status !== 'connected' || (account.address !== undefined && account.caipAddress?.endsWith(`:${account.address}`) === true), {
      message: 'a connected account has an address and its CAIP-10 form',
    }),
  )

const networkStateSchema = z.looseObject({
  caipNetwork: z.optional(networkSchema.check(z.refine((network) => isCaipNetworkIdOf(network.chainNamespace, network.caipNetworkId), { message: 'a CAIP-2 id of its namespace' }))),
  approvedCaipNetworkIds: z.array(z.string()),
  requestedCaipNetworks: z.array(networkSchema).check(z.minLength(1)),
})

const connectionSchema = z.object({
  namespace,
  connectorId: z.string().check(z.minLength(1)),
  caipNetworkId: z.string(),
  addresses: z.array(z.string()).check(z.minLength(1)),
})

/**
 * What a valid WalletState is, as the fuzz properties check it after each outside input: the
 * shapes, plus the links between parts (a connection's namespace is connected with one of its
 * addresses, on a network of that namespace; each address valid for its namespace; one
 * connection per namespace).
 */
export const walletStateSchema = z
  .object({
    activeNamespace: namespace,
    accounts: z.partialRecord(namespace, accountStateSchema),
    networks: z.partialRecord(namespace, networkStateSchema),
    connections: z.array(connectionSchema),
  })
  .check(
    z.refine((state) => state.accounts[state.activeNamespace] !== undefined, { message: 'the active namespace is configured' }),
    z.refine((state) => new Set(state.connections.map((connection) => connection.namespace)).size === state.connections.length, {
      message: 'one connection per namespace',
    }),
    z.refine(
      (state) =>
        state.connections.every((connection) => {
          const account = state.accounts[connection.namespace]
          return (
            isCaipNetworkIdOf(connection.namespace, connection.caipNetworkId) &&
            connection.addresses.every((address) => isAddressOf(connection.namespace, address)) &&
            account?.status === 'connected' &&
            account.address !== undefined &&
            connection.addresses.includes(account.address)
          )
        }),
      { message: 'each connection is a connected account with valid addresses on its namespace' },
    ),
  )

/**
 * Throws (with zod's issues) unless `state` is a valid WalletState.
 * @example expectValidState(walletport.getState())
 */
export function expectValidState(state: WalletState): void {
  const result = walletStateSchema.safeParse(state)
  if (!result.success) throw new Error(`invalid WalletState: ${JSON.stringify(result.error.issues)}\n${describe(state)}`)
}

function describe(state: WalletState): string {
  return JSON.stringify({ activeNamespace: state.activeNamespace, connections: state.connections, accounts: Object.fromEntries(Object.entries(state.accounts).map(([key, account]) => [key, { status: account?.status, address: account?.address }])) })
}
