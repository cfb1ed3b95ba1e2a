import type { CoreContext } from '../CoreContext.js'
import type { ModalController } from '../modal/ModalController.js'
import type { SiweConfig, SiwxConfig } from './Siwx.js'
import type { Store } from '../state/Store.js'
import { cancelSignIn } from './cancelSignIn.js'
import { siweConfigToSiwx } from './siweConfigToSiwx.js'
import { signIn, type SiwxSignInResult } from './signIn.js'
import { signOut } from './signOut.js'
import type { SiwxState } from './SiwxState.js'
import { watchSiwx } from './watchSiwx.js'
import { offerConnectSignIn } from './connectSignIn.js'

/** The sign-in use cases bound to one instance, once its sign-in code has loaded. */
export interface SiwxRuntime {
  signIn(): Promise<SiwxSignInResult>
  cancelSignIn(): Promise<'disconnect' | 'close'>
  signOut(): Promise<void>
  /** Stops following connections. */
  stop(): void
}

/** What an instance hands to its sign-in code. */
export interface StartSiwxParameters {
  readonly core: CoreContext
  readonly state: Store<SiwxState>
  readonly modal: ModalController
  readonly siwx: SiwxConfig | undefined
  readonly siweConfig: SiweConfig | undefined
}

/**
 * Starts sign-in for an instance: the `siwx` option (or the legacy `siweConfig`,
 * adapted, with the dapp metadata URL as its domain) and the watcher of connections.
 * Loaded lazily by `Walletport`, so a host without sign-in never downloads it.
 */
export function startSiwx(parameters: StartSiwxParameters): SiwxRuntime {
  const { core, state, modal } = parameters
  const siwx = parameters.siwx ?? (parameters.siweConfig ? siweConfigToSiwx(parameters.siweConfig, { clock: core.clock, ...siteOf(core.options.metadata?.url) }) : undefined)
  const context = { core, siwx, state, modal }
  const stopWatching = watchSiwx(context)
  const stopOffering = offerConnectSignIn(context)
  const stop = (): void => {
    stopWatching()
    stopOffering()
  }
  return {
    signIn: () => signIn(context),
    cancelSignIn: () => cancelSignIn(context),
    signOut: () => signOut(context),
    stop,
  }
}

/** The dapp's own domain and URI from its metadata URL, for a legacy siweConfig that names none. */
function siteOf(url: string | undefined): { domain?: string; uri?: string } {
  try {
    return url ? { domain: new URL(url).host, uri: url } : {}
  } catch {
    return {}
  }
}
