import { isEip1193Provider, type Eip1193Provider } from './Eip1193Provider.js'

/** A validated EIP-6963 announcement. */
export interface Announcement {
  readonly uuid: string
  readonly name: string
  /** A `data:image/…` URI: only ever used as an image URL, never as HTML. */
  readonly icon: string
  readonly rdns: string
  readonly provider: Eip1193Provider
}

/** The announcement, or why it cannot be trusted. */
export type ParsedAnnouncement =
  | { readonly ok: true; readonly announcement: Announcement }
  | { readonly ok: false; readonly reason: string }

/** Icons are kept in state; a bound keeps a hostile announcement from filling memory. */
export const ANNOUNCED_ICON_MAX_LENGTH = 512 * 1024

// EIP-6963 requires a data URI (RFC 2397) of an image. Remote URLs are refused too:
// showing one would make the visitor's browser call a host the wallet chose.
const IMAGE_DATA_URI = /^data:image\/[a-z0-9][a-z0-9.+-]*(;[^,;]+)*,/i
const RDNS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

/**
 * Checks an `eip6963:announceProvider` event detail before anything trusts it.
 * @example parseAnnouncement(event.detail) // { ok: false, reason: 'icon is not a data:image/ URI' }
 */
export function parseAnnouncement(detail: unknown): ParsedAnnouncement {
  if (!isRecord(detail)) return { ok: false, reason: 'detail is not an object' }
  const { info, provider } = detail
  if (!isRecord(info)) return { ok: false, reason: 'info is missing' }
  if (!isEip1193Provider(provider)) return { ok: false, reason: 'provider has no request function' }
  const { uuid, name, icon, rdns } = info
  if (!isFilled(uuid)) return { ok: false, reason: 'uuid is missing' }
  if (!isFilled(name)) return { ok: false, reason: 'name is missing' }
  if (!isFilled(rdns)) return { ok: false, reason: 'rdns is missing' }
  if (!isFilled(icon)) return { ok: false, reason: 'icon is missing' }
  if (rdns.length > 255 || !RDNS.test(rdns)) return { ok: false, reason: 'rdns is not a reverse domain name' }
  if (icon.length > ANNOUNCED_ICON_MAX_LENGTH) return { ok: false, reason: 'icon is too large' }
  if (!IMAGE_DATA_URI.test(icon)) return { ok: false, reason: 'icon is not a data:image/ URI' }
  return { ok: true, announcement: { uuid, name: name.trim(), icon, rdns, provider } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0
}
