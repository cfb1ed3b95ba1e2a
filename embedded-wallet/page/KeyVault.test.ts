import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { EncryptedKey } from './BackendClient.js'
import { BackendError } from './BackendError.js'
import { bytesToBase64 } from './base64.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { KeyVault, KeyVaultError, type KeyBackup } from './KeyVault.js'

function dataKey(fill = 7): string {
  return bytesToBase64(new Uint8Array(32).fill(fill))
}

/** The backend's backup slot: stored once, never overwritten. */
function backupSlot(initial: EncryptedKey | null = null): KeyBackup & { stored: EncryptedKey | null; puts: number } {
  const slot = {
    stored: initial,
    puts: 0,
    async get() {
      return slot.stored
    },
    async put(backup: EncryptedKey) {
      slot.puts += 1
      if (slot.stored) throw new BackendError({ error: 'backup_exists', message: 'exists', status: 409 })
      slot.stored = backup
    },
  }
  return slot
}

function newBrowser(): { vault: KeyVault; database: IndexedDbFrameDatabase } {
  const database = new IndexedDbFrameDatabase(new IDBFactory())
  return { vault: new KeyVault({ database, crypto: globalThis.crypto }), database }
}

describe('KeyVault', () => {
  it('behavior: first login generates a key, stores it locally and backs it up', async () => {
    const { vault, database } = newBrowser()
    const backup = backupSlot()

    const { account } = await vault.unlock({ userId: 'u1', dataKey: dataKey(), backup })

    expect(vault.keys?.account.address).toBe(account.address)
    expect(backup.stored?.address).toBe(account.address)
    const local = await database.getKey('u1')
    expect(local).toMatchObject({ userId: 'u1', address: account.address, ciphertext: backup.stored?.ciphertext, iv: backup.stored?.iv })
    // The record holds no plaintext key.
    expect(JSON.stringify(local)).not.toMatch(/0x[0-9a-f]{64}/i)
  })

  it('behavior: a reload unlocks the same key from IndexedDB without the backup', async () => {
    const factory = new IDBFactory()
    const backup = backupSlot()
    const first = await new KeyVault({ database: new IndexedDbFrameDatabase(factory), crypto: globalThis.crypto }).unlock({ userId: 'u1', dataKey: dataKey(), backup })
    const offline: KeyBackup = { get: () => Promise.reject(new Error('not called')), put: () => Promise.reject(new Error('not called')) }

    const again = await new KeyVault({ database: new IndexedDbFrameDatabase(factory), crypto: globalThis.crypto }).unlock({ userId: 'u1', dataKey: dataKey(), backup: offline })

    expect(again.account.address).toBe(first.account.address)
    expect(again.solana.address).toBe(first.solana.address)
  })

  it('a new browser (empty IndexedDB) restores the same addresses (EVM and Solana) from the backup', async () => {
    const backup = backupSlot()
    const first = await newBrowser().vault.unlock({ userId: 'u1', dataKey: dataKey(), backup })
    const second = newBrowser()

    const restored = await second.vault.unlock({ userId: 'u1', dataKey: dataKey(), backup })

    expect(restored.account.address).toBe(first.account.address)
    expect(restored.solana.address).toBe(first.solana.address)
    expect(backup.puts).toBe(1)
    expect((await second.database.getKey('u1'))?.address).toBe(first.account.address)
  })

  it('behavior: a wrong data key fails cleanly and leaves the vault locked', async () => {
    const factory = new IDBFactory()
    await new KeyVault({ database: new IndexedDbFrameDatabase(factory), crypto: globalThis.crypto }).unlock({ userId: 'u1', dataKey: dataKey(1), backup: backupSlot() })
    const vault = new KeyVault({ database: new IndexedDbFrameDatabase(factory), crypto: globalThis.crypto })

    const unlocking = vault.unlock({ userId: 'u1', dataKey: dataKey(2), backup: backupSlot() })

    await expect(unlocking).rejects.toBeInstanceOf(KeyVaultError)
    await expect(unlocking).rejects.toThrow('Could not unlock the wallet key')
    expect(vault.keys).toBeUndefined()
  })

  it('behavior: a malformed data key is refused', async () => {
    await expect(newBrowser().vault.unlock({ userId: 'u1', dataKey: bytesToBase64(new Uint8Array(16)), backup: backupSlot() })).rejects.toThrow('The wallet data key is malformed')
  })

  it('behavior: when another browser backed up first, its key wins', async () => {
    const backup = backupSlot()
    const winner = await newBrowser().vault.unlock({ userId: 'u1', dataKey: dataKey(), backup })
    // This browser saw no backup when it looked, then lost the PUT race.
    const racing: KeyBackup = { get: (() => { let calls = 0; return () => Promise.resolve(calls++ === 0 ? null : backup.stored) })(), put: (b) => backup.put(b) }

    const keys = await newBrowser().vault.unlock({ userId: 'u1', dataKey: dataKey(), backup: racing })

    expect(keys.account.address).toBe(winner.account.address)
  })

  it('behavior: lock() forgets the decrypted key', async () => {
    const { vault } = newBrowser()
    await vault.unlock({ userId: 'u1', dataKey: dataKey(), backup: backupSlot() })

    vault.lock()

    expect(vault.keys).toBeUndefined()
  })
})
