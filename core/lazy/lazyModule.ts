import { lazyCode } from './lazyCode.js'

/** Each function export of `M`, called through the lazy chunk: same parameters, a promise of its result. */
export type LazyCalls<M> = {
  readonly [K in keyof M]: M[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never
}

/** A lazily imported module whose functions are called by name; `load()` starts the import early. */
export type LazyModule<M> = LazyCalls<M> & { load(): Promise<M> }

/**
 * A module (or an object, such as an adapter built once imported) loaded on its first call (or
 * `load()`), its functions called by name so that
 * go-to-definition lands on each function. Once loaded, a call starts in the caller's own
 * tick (state a function sets before its first await is there when the call returns).
 * @example const useCases = lazyModule(() => import('./useCases.js')); await useCases.connectWallet(context, params)
 */
export function lazyModule<M extends object>(importer: () => Promise<M>): LazyModule<M> {
  const code = lazyCode(importer)
  const calls = new Map<string, (...args: unknown[]) => Promise<unknown>>()
  const callOf = (name: string) => {
    let call = calls.get(name)
    if (!call) {
      call = (...args) => code.run((module) => (module as Record<string, (...args: unknown[]) => unknown>)[name]!(...args))
      calls.set(name, call)
    }
    return call
  }
  // A proxy, not a copy: the export names are known only once the chunk has loaded. Not a
  // thenable, and Object's own members (toString, constructor…) stay out of the module's way.
  const isCall = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then' && !(key in Object.prototype)
  return new Proxy({ load: code.load } as LazyModule<M>, {
    get: (target, key) => (key === 'load' ? target.load : isCall(key) ? callOf(key) : undefined),
  })
}
