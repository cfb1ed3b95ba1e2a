import type { EffectiveRemoteFeatures, RemoteConfigState, Walletport } from '../../core/index.js'
import { useExternalState, type ExternalSource } from '../useExternalState.js'

const SOURCES = new WeakMap<Walletport, ExternalSource<RemoteConfigState>>()

/** The instance's remote config as a React source, one per instance (stable `subscribe`). */
function remoteConfigSourceOf(walletport: Walletport): ExternalSource<RemoteConfigState> {
  let source = SOURCES.get(walletport)
  if (!source) {
    source = {
      subscribe: (onChange) => {
        const subscription = walletport.remoteConfig$.subscribe(() => onChange())
        return () => subscription.unsubscribe()
      },
      getSnapshot: () => walletport.getRemoteConfig(),
    }
    SOURCES.set(walletport, source)
  }
  return source
}

/**
 * The features a project's remote config may switch (email, socials, swaps, onramp, activity)
 * as they are in effect: local options until the config arrives on the first open, then the
 * merge (remote flags win; the overridden choices are logged by the core).
 */
export function useRemoteFeatures(walletport: Walletport): EffectiveRemoteFeatures {
  return useExternalState(remoteConfigSourceOf(walletport), (state) => state.features)
}
