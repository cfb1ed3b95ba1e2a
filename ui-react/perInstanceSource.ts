import type { Walletport } from '../core/index.js'
import type { ExternalSource } from './useExternalState.js'

/**
 * One React source per instance over one of its `watchX` / `getX` pairs, so `subscribe` keeps
 * its identity across renders (React would resubscribe on every render otherwise).
 * @example const siwxSourceOf = perInstanceSource((walletport, onChange) => walletport.watchSiwx(onChange), (walletport) => walletport.getSiwx())
 */
export function perInstanceSource<T>(
  watch: (walletport: Walletport, onChange: () => void) => () => void,
  get: (walletport: Walletport) => T,
): (walletport: Walletport) => ExternalSource<T> {
  const sources = new WeakMap<Walletport, ExternalSource<T>>()
  return (walletport) => {
    let source = sources.get(walletport)
    if (!source) {
      source = { subscribe: (onChange) => watch(walletport, () => onChange()), getSnapshot: () => get(walletport) }
      sources.set(walletport, source)
    }
    return source
  }
}
