/**
 * The few Redis commands the sign-in stores send, as an `ioredis` client (5.x: `Redis` or
 * `Cluster`) offers them. Typed here, not imported, so `walletport/siwx/server` never loads
 * ioredis: the host creates the client and passes it in.
 */
export interface RedisClient {
  set(key: string, value: string, millisecondsToken: 'PX', milliseconds: number, nx: 'NX'): Promise<'OK' | null>
  set(key: string, value: string, millisecondsToken: 'PX', milliseconds: number): Promise<'OK'>
  get(key: string): Promise<string | null>
  mget(...keys: string[]): Promise<(string | null)[]>
  del(...keys: string[]): Promise<number>
  eval(script: string, numkeys: number, ...args: (string | number)[]): Promise<unknown>
}

/** Options both Redis stores take. */
export interface RedisStoreOptions {
  /** Prefix of every key. Default `walletport:siwx:`. */
  readonly keyPrefix?: string
  /**
   * A command not answered within this many ms fails with `SiwxStoreUnavailableError`, whatever
   * the client's own retry settings (ioredis queues commands while disconnected). Default 2 000.
   */
  readonly timeoutMs?: number
  readonly now?: () => number
}

export const DEFAULT_REDIS_KEY_PREFIX = 'walletport:siwx:'
export const DEFAULT_REDIS_TIMEOUT_MS = 2_000

/** `RedisStoreOptions` with their defaults applied: what both stores keep. */
export interface RedisStoreSettings {
  readonly prefix: string
  readonly timeoutMs: number
  readonly now: () => number
}

export function redisStoreSettings(options: RedisStoreOptions): RedisStoreSettings {
  return { prefix: options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX, timeoutMs: options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS, now: options.now ?? (() => Date.now()) }
}
