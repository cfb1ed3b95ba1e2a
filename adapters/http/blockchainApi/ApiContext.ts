import type { Clock } from '../../../ports/Clock.js'
import type { HttpClient } from '../shared/HttpClient.js'
import type { PersistentCache } from '../../../core/state/PersistentCache.js'

/** What each area of calls needs: the HTTP core, the persisted cache and the clock. */
export interface ApiContext {
  readonly http: HttpClient
  readonly cache: PersistentCache
  readonly clock: Pick<Clock, 'now'>
}

/** A path segment from outside data, encoded so it can never change the path (CAIP colons kept). */
export function segment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}
