import type { SwapSession, SwapState } from '../../../../core/index.js'
import type { ExternalSource } from '../../../useExternalState.js'

/** A swap session as a source for `useExternalState` (its own state, not the instance's). */
export function swapSessionSource(session: SwapSession): ExternalSource<SwapState> {
  return { subscribe: (onChange) => session.watch(() => onChange()), getSnapshot: () => session.getState() }
}
