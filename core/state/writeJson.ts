import type { Storage } from '../../ports/Storage.js'
import type { Logger } from '../../ports/Logger.js'

/**
 * Writes a JSON value; a failing storage is logged, never thrown into a flow. Apart from
 * `readJson` (the start reads; only a connect, lazy code, writes).
 * @example await writeJson(storage, 'recentWallets', [{ id: 'metamask' }], logger)
 */
export async function writeJson(storage: Storage, key: string, value: unknown, logger?: Logger): Promise<void> {
  try {
    await storage.set(key, JSON.stringify(value))
  } catch (error) {
    logger?.warn(`storage write failed for ${key}`, error)
  }
}
