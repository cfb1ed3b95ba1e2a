import { SiwxStoreUnavailableError, type SiwxStoreKind } from './siwxStoreErrors.js'

/**
 * Runs one Redis command with a deadline: its answer, or `SiwxStoreUnavailableError` when the
 * client throws (connection refused, NOSCRIPT, OOM, …) or stays silent past `timeoutMs`.
 */
export async function runRedisCommand<T>(parameters: {
  readonly store: SiwxStoreKind
  readonly operation: string
  readonly timeoutMs: number
  readonly command: () => Promise<T>
}): Promise<T> {
  const { store, operation, timeoutMs } = parameters
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    // Rejected from setImmediate, after the event loop's next poll: on a busy process the answer may
    // already wait in the socket when the timer fires, and it is read then, not mistaken for an outage.
    const expire = (): void => void setImmediate(() => reject(new SiwxStoreUnavailableError({ store, operation, cause: new Error(`Redis did not answer within ${timeoutMs} ms`) })))
    timer = setTimeout(expire, timeoutMs)
  })
  try {
    return await Promise.race([
      Promise.resolve()
        .then(parameters.command)
        .catch((cause: unknown) => {
          throw new SiwxStoreUnavailableError({ store, operation, cause })
        }),
      deadline,
    ])
  } finally {
    clearTimeout(timer)
  }
}
