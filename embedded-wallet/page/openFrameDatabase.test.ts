import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { openFrameDatabase } from './openFrameDatabase.js'

const KEY = { userId: 'u1', address: '0x00000000000000000000000000000000000000a1', ciphertext: 'c2lnbmVk', iv: 'aXY=' }

/** A browser that refuses the frame its IndexedDB (blocked third-party storage): every open fails. */
function refusingFactory(): IDBFactory {
  return {
    open: () => {
      const request = { error: null as DOMException | null, onerror: null as (() => void) | null }
      queueMicrotask(() => {
        request.error = new DOMException('The user denied permission to access the database.', 'UnknownError')
        request.onerror?.()
      })
      return request
    },
  } as unknown as IDBFactory
}

describe('openFrameDatabase', () => {
  it('default: keys and settings go to IndexedDB and outlive the page', async () => {
    const factory = new IDBFactory()
    const first = openFrameDatabase(factory)
    await first.putKey(KEY)
    await first.setSetting('deviceId', 'device-1')

    const afterReload = openFrameDatabase(factory)

    expect(await afterReload.getKey('u1')).toEqual(KEY)
    expect(await afterReload.getSetting('deviceId')).toBe('device-1')
  })

  it('behavior: IndexedDB refused: the page keeps working in memory, says so once, and nothing outlives it', async () => {
    const factory = refusingFactory()
    const lines: string[] = []
    const database = openFrameDatabase(factory, (line) => lines.push(line))

    await database.putKey(KEY)
    await database.setSetting('sessionToken', 'token-1')
    await database.deleteSetting('sessionToken')

    expect(await database.getKey('u1')).toEqual(KEY)
    expect(await database.getSetting('sessionToken')).toBeUndefined()
    expect(lines).toEqual(['IndexedDB is not available to the frame; it keeps its data in memory until the page goes'])
    expect(await openFrameDatabase(factory).getKey('u1')).toBeUndefined()
  })
})
