import type { SiwxState, Walletport } from '../core/index.js'
import type { ExternalSource } from './useExternalState.js'

const SOURCES = new WeakMap<Walletport, ExternalSource<SiwxState>>()

/**
 * The instance's sign-in state (`watchSiwx` / `getSiwx()`) as a React source, one per
 * instance so `subscribe` keeps its identity across renders.
 */
export function siwxSourceOf(walletport: Walletport): ExternalSource<SiwxState> {
  let source = SOURCES.get(walletport)
  if (!source) {
    source = { subscribe: (onChange) => walletport.watchSiwx(() => onChange()), getSnapshot: () => walletport.getSiwx() }
    SOURCES.set(walletport, source)
  }
  return source
}
