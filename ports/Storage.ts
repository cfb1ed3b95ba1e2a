/**
 * Key/value persistence. Values are strings; the core serialises and validates
 * what it reads back (storage is outside data and may be corrupted or tampered with).
 */
export interface Storage {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
}
