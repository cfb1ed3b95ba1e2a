import type { AccountStatus } from '../account/Account.js'

/** The inputs of `shouldOpenSiwx`. */
export interface ShouldOpenSiwxParameters {
  /** True when the integrator configured sign-in (siwx or siweConfig). */
  readonly siwxEnabled: boolean
  readonly accountStatus: AccountStatus
  readonly isNetworkSupported: boolean
  /** True when a sign-in session already exists for the account and network. */
  readonly hasSession: boolean
}

/** A wallet connected on a supported network with no session opens SIWXSignMessage. */
export function shouldOpenSiwx(parameters: ShouldOpenSiwxParameters): boolean {
  return (
    parameters.siwxEnabled &&
    parameters.accountStatus === 'connected' &&
    parameters.isNetworkSupported &&
    !parameters.hasSession
  )
}
