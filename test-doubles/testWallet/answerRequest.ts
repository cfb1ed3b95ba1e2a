import { ProviderRpcError, RPC_ERROR } from './ProviderRpcError.js'
import { addChain, switchChain } from './chainRequests.js'
import { getPermissions, requestAccounts, requestPermissions, revokePermissions } from './permissionRequests.js'
import { toHexChainId } from './rpcParams.js'
import type { TestWalletNodes } from './TestWalletNodes.js'
import type { TestWalletSigner } from './TestWalletSigner.js'
import type { TestWalletState } from './TestWalletState.js'
import type { UserConfirmation } from './UserConfirmation.js'
import type { TestWalletCalls } from './walletCalls.js'
import { getAssets, type TestWalletAssets } from './walletAssets.js'

/** The parts of a test wallet a request can reach. */
export interface TestWalletParts {
  readonly state: TestWalletState
  readonly user: UserConfirmation
  readonly nodes: TestWalletNodes
  readonly signer: TestWalletSigner
  readonly calls: TestWalletCalls
  readonly canAddChains: boolean
  readonly supportsRevoke: boolean
  /** What `wallet_getAssets` reports; without it the method is unsupported (4200). */
  readonly assets?: TestWalletAssets | undefined
}

/** Methods a real wallet answers itself or refuses; everything else goes to the chain's node. */
const UNSUPPORTED_LOCAL = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])

/** Answers one well-formed request: the wallet's own methods here, other `wallet_` methods 4200, reads forwarded to the node. */
export async function answerRequest(wallet: TestWalletParts, method: string, params: unknown): Promise<unknown> {
  const { state, user } = wallet
  switch (method) {
    case 'eth_requestAccounts':
      return requestAccounts(state, user, params)
    case 'eth_accounts':
      return state.visibleAddresses()
    case 'eth_chainId':
      return toHexChainId(state.chainId)
    case 'net_version':
      return String(state.chainId)
    case 'personal_sign':
      return wallet.signer.personalSign(params)
    case 'eth_signTypedData_v4':
      return wallet.signer.signTypedData(params)
    case 'eth_sendTransaction':
      return wallet.signer.sendTransaction(params)
    case 'wallet_getCapabilities':
      return wallet.calls.getCapabilities(params)
    case 'wallet_sendCalls':
      return wallet.calls.sendCalls(params)
    case 'wallet_getCallsStatus':
      return wallet.calls.getCallsStatus(params)
    case 'wallet_getAssets':
      if (!wallet.assets) throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, `The wallet does not support ${method}.`)
      return getAssets(state, wallet.nodes, wallet.assets, params)
    case 'wallet_switchEthereumChain':
      return switchChain(state, user, params)
    case 'wallet_addEthereumChain':
      return addChain(state, user, wallet.canAddChains, params)
    case 'wallet_requestPermissions':
      return requestPermissions(state, user, params)
    case 'wallet_getPermissions':
      return getPermissions(state)
    case 'wallet_revokePermissions':
      return revokePermissions(state, wallet.supportsRevoke, params)
    default:
      if (method.startsWith('wallet_') || UNSUPPORTED_LOCAL.has(method)) {
        throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, `The wallet does not support ${method}.`)
      }
      return wallet.nodes.forward(method, params)
  }
}
