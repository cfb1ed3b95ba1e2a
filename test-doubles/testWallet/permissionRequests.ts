import { invalidParams, ProviderRpcError, RPC_ERROR } from './ProviderRpcError.js'
import { isRecord, positional } from './rpcParams.js'
import type { TestWalletState } from './TestWalletState.js'
import type { UserConfirmation } from './UserConfirmation.js'

/** eth_requestAccounts: prompts unless already authorized and unlocked (a locked wallet is unlocked by approving). */
export async function requestAccounts(state: TestWalletState, user: UserConfirmation, params: unknown): Promise<`0x${string}`[]> {
  if (!state.authorized || state.locked) await user.confirm('eth_requestAccounts', params)
  authorize(state)
  return state.visibleAddresses()
}

/** wallet_requestPermissions: [{ eth_accounts: {} }], the only permission a wallet grants here. */
export async function requestPermissions(state: TestWalletState, user: UserConfirmation, params: unknown): Promise<readonly object[]> {
  const [parameter] = positional(params, 1)
  if (!isRecord(parameter) || !('eth_accounts' in parameter)) throw invalidParams('wallet_requestPermissions: only eth_accounts is supported')
  if (!state.authorized || state.locked) await user.confirm('wallet_requestPermissions', params)
  authorize(state)
  return getPermissions(state)
}

/** wallet_getPermissions: eth_accounts over every account once authorized, else nothing. */
export function getPermissions(state: TestWalletState): readonly object[] {
  if (!state.authorized) return []
  const addresses = state.orderedAccounts().map((account) => account.address)
  return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: addresses }] }]
}

/** wallet_revokePermissions: [{ eth_accounts: {} }] forgets the site; 4200 on a wallet without it. */
export function revokePermissions(state: TestWalletState, supported: boolean, params: unknown): null {
  if (!supported) throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, 'The wallet does not support wallet_revokePermissions.')
  const [parameter] = positional(params, 1)
  if (!isRecord(parameter) || !('eth_accounts' in parameter)) throw invalidParams('wallet_revokePermissions: expected [{ eth_accounts: {} }]')
  state.change(() => {
    state.authorized = false
  })
  return null
}

function authorize(state: TestWalletState): void {
  state.change(() => {
    state.authorized = true
    state.locked = false
  })
}
