/** A wallet key as kept in the frame's storage: encrypted, with its owner and address (base64 fields). */
export interface StoredKey {
  readonly userId: string
  readonly address: string
  readonly ciphertext: string
  readonly iv: string
}

/** The small values the page keeps across reloads. */
export type SettingName = 'deviceId' | 'sessionToken' | 'preferredAccountTypes' | 'socialUserName'

/** The frame's persistent storage: encrypted keys per user, and a few settings. */
export interface FrameDatabase {
  getKey(userId: string): Promise<StoredKey | undefined>
  putKey(record: StoredKey): Promise<void>
  getSetting(name: SettingName): Promise<string | undefined>
  setSetting(name: SettingName, value: string): Promise<void>
  deleteSetting(name: SettingName): Promise<void>
}
