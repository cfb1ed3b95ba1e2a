/**
 * Code an instance loads on first need (a dynamic `import()`), then calls synchronously:
 * the first call waits for the chunk, every later one starts in the caller's own tick, so
 * state a use case sets before its first await is there when the call returns.
 */
export interface LazyCode<M> {
  /** The loaded module, or undefined before the first load finished. */
  readonly loaded: M | undefined
  /** Loads the module once (a failed load is tried again on the next call). */
  load(): Promise<M>
  /** Runs `call` with the module: at once when loaded, else after loading it. */
  run<T>(call: (module: M) => T | Promise<T>): Promise<T>
}

/**
 * @example const flows = lazyCode(() => import('./useCases.js')); await flows.run((m) => m.connectWallet(context, params))
 */
export function lazyCode<M>(importer: () => Promise<M>): LazyCode<M> {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const load = (): Promise<M> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    get loaded() {
      return loaded
    },
    load,
    run<T>(call: (module: M) => T | Promise<T>): Promise<T> {
      if (!loaded) return load().then(call)
      try {
        return Promise.resolve(call(loaded))
      } catch (error) {
        return Promise.reject(error)
      }
    },
  }
}
