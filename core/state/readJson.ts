import type * as z from 'zod/mini'
import type { Storage } from '../../ports/Storage.js'
import type { Logger } from '../../ports/Logger.js'

/**
 * Reads a stored JSON value and validates it. Storage is outside data: a
 * corrupt or tampered value is logged, removed and treated as absent.
 */
export async function readJson<T>(
  storage: Storage,
  key: string,
  schema: z.ZodMiniType<T>,
  logger?: Logger,
): Promise<T | undefined> {
  let raw: string | undefined
  try {
    raw = await storage.get(key)
  } catch (error) {
    logger?.warn(`storage read failed for ${key}`, error)
    return undefined
  }
  if (raw === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  const result = schema.safeParse(parsed)
  if (result.success) return result.data
  logger?.warn(`discarding invalid stored value for ${key}`)
  await storage.remove(key).catch(() => undefined)
  return undefined
}
