import type { FrameDatabase } from './FrameDatabase.js'

/**
 * This browser's device id: the stored one, else `randomId()` (default `crypto.randomUUID()`),
 * stored for next time. The backend's device approval is bound to it.
 * @example await readDeviceId(database) // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export async function readDeviceId(database: Pick<FrameDatabase, 'getSetting' | 'setSetting'>, randomId: () => string = () => globalThis.crypto.randomUUID()): Promise<string> {
  const stored = await database.getSetting('deviceId')
  if (stored !== undefined) return stored
  const created = randomId()
  await database.setSetting('deviceId', created)
  return created
}
