import type { Storage } from '../../ports/Storage.js'
import type { Logger } from '../../ports/Logger.js'

/**
 * Writes a JSON value; a failing storage (full, private window) is logged at debug, never
 * thrown into a flow: the state it persists is in memory already. Apart from
 * `readJson` (the start reads; only a connect, lazy code, writes).
 * @example await writeJson(storage, 'recentWallets', [{ id: 'metamask' }], logger)
 */
export async function writeJson(storage: Storage, key: string, value: unknown, logger?: Logger): Promise<void> {
  try {
    await storage.set(key, JSON.stringify(value))
  } catch (error) {
    logger?.debug(`storage write failed for ${key}`, error)
  }
}
