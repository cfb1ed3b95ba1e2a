import type { SiwxConfig } from './Siwx.js'

/** When a sign-in session is revoked on its own (the visitor did not ask). */
export interface SiwxSignOutPolicy {
  readonly onDisconnect: boolean
  readonly onAccountChange: boolean
  readonly onNetworkChange: boolean
}

/** Who is signed in: the active chain and account. */
export interface SiwxIdentity {
  readonly chainId: string
  readonly address: string
}

/** How the active identity changed. */
export type SiwxIdentityChange = 'none' | 'connect' | 'disconnect' | 'accountChange' | 'networkChange'

/** The policy of a `siwx` config: sign out on disconnect by default, keep the session otherwise. */
export function signOutPolicyOf(siwx: Pick<SiwxConfig, 'signOutOnDisconnect' | 'signOutOnAccountChange' | 'signOutOnNetworkChange'>): SiwxSignOutPolicy {
  return {
    onDisconnect: siwx.signOutOnDisconnect ?? true,
    onAccountChange: siwx.signOutOnAccountChange ?? false,
    onNetworkChange: siwx.signOutOnNetworkChange ?? false,
  }
}

/** Classifies a move from one identity to the next (an account change wins over a network change). */
export function identityChange(previous: SiwxIdentity | undefined, next: SiwxIdentity | undefined): SiwxIdentityChange {
  if (!previous) return next ? 'connect' : 'none'
  if (!next) return 'disconnect'
  if (previous.address.toLowerCase() !== next.address.toLowerCase()) return 'accountChange'
  return previous.chainId === next.chainId ? 'none' : 'networkChange'
}

/** Whether `change` revokes the previous session under `policy`. */
export function shouldSignOut(change: SiwxIdentityChange, policy: SiwxSignOutPolicy): boolean {
  if (change === 'disconnect') return policy.onDisconnect
  if (change === 'accountChange') return policy.onAccountChange
  if (change === 'networkChange') return policy.onNetworkChange
  return false
}
