import { WALLET_RPC_METHODS, type WalletRpcMethod } from '../../ports/ChainAdapter.js'
import { adapterFor } from '../connection/adapterFor.js'
import { requestThrough } from '../connection/requestThrough.js'
import type { CoreContext } from '../CoreContext.js'
import { AddressOrAuthConnectorNotFoundError, CaipNetworkUndefinedError } from '../errors/notFoundErrors.js'
import { toWalletError } from '../errors/providerErrors.js'
import { InvalidParamsRpcError, UnrecognizedChainError, UnsupportedProviderMethodError } from '../errors/walletErrors.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { sendTransaction } from './sendTransaction.js'
import { signMessage } from './signMessage.js'

/** An EIP-1193 request: a method and its positional parameters. */
export interface Eip1193Request {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/**
 * An EIP-1193 request on the eip155 connection, whichever wallet made it (injected, EIP-6963,
 * WalletConnect, the embedded wallet): what a library such as wagmi asks of a provider. The
 * account and chain are the core's own; a switch goes through `switchNetwork` (walletport
 * switches too); signing and sending go through the use cases (events, the embedded wallet's
 * approval, the balance refresh); the wallet RPC methods (EIP-712, EIP-5792) go to the wallet as
 * they are. Reads are not a wallet's: the caller sends them to the network's RPC. Any other
 * method rejects 4200.
 * @example await requestEip155(context, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export async function requestEip155(context: CoreContext, request: Eip1193Request): Promise<unknown> {
  const params = Array.isArray(request.params) ? (request.params as readonly unknown[]) : []
  const state = context.state.getSnapshot()
  const connection = state.connections.find((candidate) => candidate.namespace === 'eip155')
  const address = connection ? state.accounts.eip155?.address : undefined
  const network = state.networks.eip155?.caipNetwork
  switch (request.method) {
    case 'eth_accounts':
      return address ? [address] : []
    case 'eth_requestAccounts':
      if (!address) throw new AddressOrAuthConnectorNotFoundError()
      return [address]
    case 'eth_chainId':
      if (!network) throw new CaipNetworkUndefinedError()
      return `0x${Number(network.id).toString(16)}`
    case 'wallet_switchEthereumChain': {
      // A hex string (or a number); anything else names no chain (Number() of an object may throw).
      const requested = (params[0] as { chainId?: unknown } | undefined)?.chainId
      const chainId = typeof requested === 'string' || typeof requested === 'number' ? Number(requested) : Number.NaN
      const target = context.options.networks.find((each) => each.chainNamespace === 'eip155' && Number(each.id) === chainId)
      if (!target) throw new UnrecognizedChainError({ details: { chainId } })
      await switchNetwork(context, { network: target })
      return null
    }
    case 'personal_sign':
      return signMessage(context, { namespace: 'eip155', message: utf8Of(params[0]) })
    case 'eth_sendTransaction': {
      const { to, value, data, gas } = (params[0] ?? {}) as { to?: string; value?: string; data?: string; gas?: string }
      if (!to) throw new InvalidParamsRpcError({ details: { reason: 'eth_sendTransaction without `to` (contract creation is not sent through walletport)' } })
      // Refused before the wallet is asked: a `to` that is no address, quantities or data that are no hex.
      if (typeof to !== 'string' || !/^0x[0-9a-f]{40}$/i.test(to) || !isHex(value, QUANTITY) || !isHex(gas, QUANTITY) || !isHex(data, DATA)) {
        throw new InvalidParamsRpcError({ details: { reason: 'eth_sendTransaction with a `to`, `value`, `gas` or `data` that is not hex of its kind' } })
      }
      return sendTransaction(context, { namespace: 'eip155', to, ...(value ? { value: BigInt(value) } : {}), ...(data ? { data } : {}), ...(gas ? { gas: BigInt(gas) } : {}) })
    }
  }
  if (!(WALLET_RPC_METHODS as readonly string[]).includes(request.method)) throw new UnsupportedProviderMethodError({ details: { method: request.method } })
  if (!connection || !address) throw new AddressOrAuthConnectorNotFoundError()
  if (!network) throw new CaipNetworkUndefinedError()
  try {
    return await requestThrough(adapterFor(context, 'eip155'), { connectorId: connection.connectorId, network, method: request.method as WalletRpcMethod, params })
  } catch (cause) {
    throw toWalletError(cause)
  }
}

const QUANTITY = /^0x[0-9a-f]+$/i
const DATA = /^0x(?:[0-9a-f]{2})*$/i

/** An absent field (undefined, null, '') or a string `pattern` matches. */
function isHex(field: unknown, pattern: RegExp): boolean {
  return field === undefined || field === null || field === '' || (typeof field === 'string' && pattern.test(field))
}

/** personal_sign's message: hex of UTF-8 text (what viem and wagmi send), or the text itself. */
function utf8Of(message: unknown): string {
  if (typeof message !== 'string') throw new InvalidParamsRpcError({ details: { reason: 'personal_sign without a message' } })
  if (!/^0x([0-9a-f]{2})*$/i.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new InvalidParamsRpcError({ details: { reason: 'personal_sign of bytes that are not UTF-8 text' } })
  }
}
