import { invalidParams, ProviderRpcError, RPC_ERROR, userRejected } from './ProviderRpcError.js'
import { chainIdParameter, isRecord, positional, toHexChainId } from './rpcParams.js'
import type { TestWalletState } from './TestWalletState.js'
import type { UserConfirmation } from './UserConfirmation.js'

/** wallet_switchEthereumChain: [{ chainId }] to a known chain (4902 otherwise); prompts only for another chain. */
export async function switchChain(state: TestWalletState, user: UserConfirmation, params: unknown): Promise<null> {
  const [parameter] = positional(params, 1)
  const chainId = chainIdParameter(isRecord(parameter) ? parameter.chainId : undefined, 'wallet_switchEthereumChain')
  if (!state.chains.has(chainId)) {
    throw new ProviderRpcError(RPC_ERROR.unrecognizedChain, `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
  }
  if (chainId !== state.chainId) await user.confirm('wallet_switchEthereumChain', params)
  state.change(() => {
    state.chainId = chainId
  })
  return null
}

/**
 * wallet_addEthereumChain: [{ chainId, chainName, rpcUrls, nativeCurrency }] only adds the chain;
 * it never switches to it (EIP-3085 lets wallets choose).
 */
export async function addChain(state: TestWalletState, user: UserConfirmation, canAddChains: boolean, params: unknown): Promise<null> {
  const [parameter] = positional(params, 1)
  if (!isRecord(parameter)) throw invalidParams('wallet_addEthereumChain: expected [{ chainId, chainName, rpcUrls, nativeCurrency }]')
  const chainId = chainIdParameter(parameter.chainId, 'wallet_addEthereumChain')
  const { chainName, rpcUrls, nativeCurrency } = parameter
  if (typeof chainName !== 'string' || chainName.trim() === '') throw invalidParams('wallet_addEthereumChain: chainName must be a non-empty string')
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
    throw invalidParams('wallet_addEthereumChain: rpcUrls must be a non-empty array of http(s) URLs')
  }
  if (nativeCurrency !== undefined && !isNativeCurrency(nativeCurrency)) {
    throw invalidParams('wallet_addEthereumChain: nativeCurrency must be { name, symbol, decimals }')
  }
  if (!canAddChains) throw userRejected()
  // A chain the wallet already has keeps its own RPC URL (wallets do not let a site overwrite it).
  if (state.chains.has(chainId)) return null
  await user.confirm('wallet_addEthereumChain', params)
  state.chains.set(chainId, { chainId, rpcUrl: rpcUrls[0] as string, name: chainName })
  return null
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function isNativeCurrency(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.symbol === 'string' &&
    typeof value.decimals === 'number' &&
    Number.isInteger(value.decimals) &&
    value.decimals >= 0
  )
}
