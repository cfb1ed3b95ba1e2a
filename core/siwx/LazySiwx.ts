import type { ResolvedOptions } from '../options/WalletportOptions.js'
import { createSiwxState, type SiwxState } from './SiwxState.js'
import type { SiwxRuntime, StartSiwxParameters } from './startSiwx.js'

/** The sign-in state an instance starts with: enabled by `siwx` or the legacy `siweConfig`. */
export function initialSiwxState(options: Pick<ResolvedOptions, 'siwx' | 'siweConfig'>): SiwxState {
  const enabled = options.siwx !== undefined || options.siweConfig !== undefined
  return createSiwxState({ enabled, required: options.siwx?.getRequired?.() ?? options.siweConfig?.required ?? false })
}

/**
 * An instance's sign-in code: loaded (its own chunk) and started at construction when sign-in
 * is enabled, never downloaded otherwise.
 */
export class LazySiwx {
  /** The started sign-in code; undefined when sign-in is not enabled. */
  readonly started: Promise<SiwxRuntime> | undefined

  constructor(parameters: StartSiwxParameters) {
    this.started = parameters.state.getSnapshot().enabled ? import('./startSiwx.js').then(({ startSiwx }) => startSiwx(parameters)) : undefined
  }

  /** The loaded sign-in code; rejects with 'SIWX is not enabled' when neither `siwx` nor `siweConfig` is set. */
  runtime(): Promise<SiwxRuntime> {
    // The error's class (and its texts) loads only for this mistake.
    return this.started ?? import('./siwxNotEnabled.js').then(({ siwxNotEnabled }) => siwxNotEnabled())
  }

  /** Stops following connections (once loaded). */
  stop(): void {
    void this.started?.then((runtime) => runtime.stop(), () => undefined)
  }
}
