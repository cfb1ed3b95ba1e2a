import { numberToHex } from 'viem'
import { UnrecognizedChainError } from '../../core/errors/walletErrors.js'
import type { Network } from '../../core/network/Network.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'
import { toEvmError } from './toEvmError.js'

/**
 * Asks the wallet to switch (`wallet_switchEthereumChain`). A wallet that does not know
 * the chain (4902, also when nested in `data.originalError` or `cause`) is asked to add
 * it (`wallet_addEthereumChain`), then to switch again. Every failure is a typed error.
 * @example await switchEthereumChain(provider, base, [])
 */
export async function switchEthereumChain(
  provider: Eip1193Provider,
  network: Network,
  fallbackRpcUrls: readonly string[],
): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  const switchChain = (): Promise<unknown> => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (cause) {
    if (!isUnrecognizedChain(cause)) throw toEvmError(cause)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(network, fallbackRpcUrls)] })
    // Some wallets switch as they add; asking again is harmless and covers those that do not.
    await switchChain()
  } catch (cause) {
    throw toEvmError(cause)
  }
}

const MAX_DEPTH = 5

/** 4902 at the top or nested where wallets put it (`data.originalError`, `cause`, `error`). */
function isUnrecognizedChain(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false
  const value = error as Record<string, unknown>
  if (value.code === UnrecognizedChainError.code) return true
  const data = value.data as Record<string, unknown> | null | undefined
  const nested = [value.cause, value.error, typeof data === 'object' && data !== null ? data.originalError : undefined]
  return nested.some((inner) => isUnrecognizedChain(inner, depth + 1))
}
