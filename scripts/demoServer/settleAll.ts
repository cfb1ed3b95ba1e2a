/**
 * Like Promise.all, but waits for every promise and hands each success to `onSuccess` (so it
 * can be cleaned up) before rethrowing the first failure.
 */
export async function settleAll<const T extends readonly Promise<unknown>[]>(
  promises: T,
  onSuccess: (value: Awaited<T[number]>) => void,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'fulfilled') onSuccess(result.value as Awaited<T[number]>)
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}
