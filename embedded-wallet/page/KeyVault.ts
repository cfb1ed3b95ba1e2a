import { bytesToHex, hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { EncryptedKey } from './BackendClient.js'
import { BackendError } from './BackendError.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import type { FrameDatabase } from './FrameDatabase.js'
import { deriveSolanaKey, type SolanaKey } from './deriveSolanaKey.js'
import { FrameRequestError } from './FrameRequestError.js'

/** The user's backup on the backend (GET/PUT /v1/keys/backup, bound to the session). */
export interface KeyBackup {
  get(): Promise<EncryptedKey | null>
  /** Rejects with a `BackendError` 'backup_exists' when another browser stored one first. */
  put(backup: EncryptedKey): Promise<void>
}

/** Where encrypted keys are kept, the WebCrypto to use, and (tests) the key generator. */
export interface KeyVaultOptions {
  readonly database: Pick<FrameDatabase, 'getKey' | 'putKey'>
  readonly crypto: Pick<Crypto, 'subtle' | 'getRandomValues'>
  /** Default: viem's `generatePrivateKey` (the platform's CSPRNG). */
  readonly generatePrivateKey?: () => Hex
}

/** The unlocked user's keys: the secp256k1 account, and the Solana key derived from it. */
export interface WalletKeys {
  readonly account: PrivateKeyAccount
  readonly solana: SolanaKey
}

/** What the vault throws when a key cannot be decrypted or does not match its record. */
export class KeyVaultError extends FrameRequestError {
  override name = 'KeyVaultError'
}

const IV_BYTES = 12

/**
 * Custody of the user's key: encrypted at rest (AES-GCM-256 under the backend's data key) in
 * IndexedDB and as the backend backup; decrypted only into memory, as a viem account and the
 * Solana key derived from it (so the one backup restores both addresses).
 * @example const { account, solana } = await vault.unlock({ userId, dataKey, backup })
 */
export class KeyVault {
  readonly #options: KeyVaultOptions
  #keys: WalletKeys | undefined

  constructor(options: KeyVaultOptions) {
    this.#options = options
  }

  /** The unlocked keys, until `lock()`. */
  get keys(): WalletKeys | undefined {
    return this.#keys
  }

  /** Forgets the decrypted key (sign-out). The encrypted copies stay. */
  lock(): void {
    this.#keys = undefined
  }

  /**
   * Decrypts the user's key: from this browser's IndexedDB, else from the backend backup (and
   * keeps it locally), else makes a new one, backs it up and keeps it locally.
   */
  async unlock(parameters: { readonly userId: string; readonly dataKey: string; readonly backup: KeyBackup }): Promise<WalletKeys> {
    const { userId, backup } = parameters
    const key = await this.#importDataKey(parameters.dataKey)
    const local = await this.#options.database.getKey(userId)
    if (local) return this.#use(await this.#decrypt(key, local))

    const remote = await backup.get()
    if (remote) return this.#restore(key, userId, remote)

    const privateKey = (this.#options.generatePrivateKey ?? generatePrivateKey)()
    const encrypted = await this.#encrypt(key, privateKey)
    try {
      // Backup first: a key that exists only in this browser would be lost with it.
      await backup.put(encrypted)
    } catch (error) {
      // Another browser of the same user won the race: its key is the user's key.
      const winner = error instanceof BackendError && error.error === 'backup_exists' ? await backup.get() : null
      if (!winner) throw error
      return this.#restore(key, userId, winner)
    }
    await this.#options.database.putKey({ userId, ...encrypted })
    return this.#use(walletKeys(hexToBytes(privateKey)))
  }

  async #restore(key: CryptoKey, userId: string, encrypted: EncryptedKey): Promise<WalletKeys> {
    const keys = await this.#decrypt(key, encrypted)
    await this.#options.database.putKey({ userId, address: encrypted.address, ciphertext: encrypted.ciphertext, iv: encrypted.iv })
    return this.#use(keys)
  }

  #use(keys: WalletKeys): WalletKeys {
    this.#keys = keys
    return keys
  }

  async #importDataKey(dataKey: string): Promise<CryptoKey> {
    let raw: Uint8Array<ArrayBuffer>
    try {
      raw = base64ToBytes(dataKey)
    } catch (cause) {
      throw new KeyVaultError('The wallet data key is malformed', { cause })
    }
    if (raw.length !== 32) throw new KeyVaultError('The wallet data key is malformed')
    // Not extractable: even this page's own code cannot read the key back out of WebCrypto.
    return this.#options.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
  }

  async #encrypt(key: CryptoKey, privateKey: Hex): Promise<EncryptedKey> {
    const iv = this.#options.crypto.getRandomValues(new Uint8Array(IV_BYTES))
    const plaintext = new Uint8Array(hexToBytes(privateKey))
    const ciphertext = new Uint8Array(await this.#options.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext))
    plaintext.fill(0)
    return { ciphertext: bytesToBase64(ciphertext), iv: bytesToBase64(iv), address: privateKeyToAccount(privateKey).address }
  }

  async #decrypt(key: CryptoKey, encrypted: EncryptedKey): Promise<WalletKeys> {
    let plaintext: Uint8Array
    try {
      const iv = base64ToBytes(encrypted.iv)
      plaintext = new Uint8Array(await this.#options.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, base64ToBytes(encrypted.ciphertext)))
    } catch (cause) {
      // GCM authenticates: a wrong key or a tampered record fails here, never yields a wrong key.
      throw new KeyVaultError('Could not unlock the wallet key', { cause })
    }
    if (plaintext.length !== 32) throw new KeyVaultError('Could not unlock the wallet key')
    const keys = walletKeys(plaintext)
    plaintext.fill(0)
    if (keys.account.address.toLowerCase() !== encrypted.address.toLowerCase()) throw new KeyVaultError('Could not unlock the wallet key')
    return keys
  }
}

function walletKeys(privateKey: Uint8Array): WalletKeys {
  return { account: privateKeyToAccount(bytesToHex(privateKey)), solana: deriveSolanaKey(privateKey) }
}
