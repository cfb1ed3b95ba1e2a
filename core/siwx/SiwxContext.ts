import type { CoreContext } from '../CoreContext.js'
import type { SiwxConfig } from './Siwx.js'
import type { ModalController } from '../modal/ModalController.js'
import type { Store } from '../state/Store.js'
import type { SiwxState } from './SiwxState.js'

/** What the sign-in use cases need: the core context, the integrator's config, their state and the modal. */
export interface SiwxContext {
  readonly core: CoreContext
  /** The `siwx` option, or the legacy `siweConfig` adapted; undefined when sign-in is off. */
  readonly siwx: SiwxConfig | undefined
  readonly state: Store<SiwxState>
  readonly modal: ModalController
}
