import { describe, expect, it } from 'vitest'
import { ANNOUNCED_ICON_MAX_LENGTH, parseAnnouncement } from './parseAnnouncement.js'

const provider = { request: async (): Promise<unknown> => null }
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Example Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'com.example.wallet' }
const reasonFor = (detail: unknown): string | undefined => {
  const parsed = parseAnnouncement(detail)
  return parsed.ok ? undefined : parsed.reason
}

describe('parseAnnouncement', () => {
  it('default: a complete announcement is accepted as it came (name trimmed)', () => {
    const parsed = parseAnnouncement({ info: { ...info, name: '  Example Wallet ' }, provider })

    expect(parsed).toEqual({ ok: true, announcement: { ...info, provider } })
  })

  it.each([
    ['a null detail', null, 'detail is not an object'],
    ['a string detail', 'hello', 'detail is not an object'],
    ['no info', { provider }, 'info is missing'],
    ['no provider', { info }, 'provider has no request function'],
    ['a provider without request', { info, provider: { on: () => undefined } }, 'provider has no request function'],
    ['no uuid', { info: { ...info, uuid: undefined }, provider }, 'uuid is missing'],
    ['an empty name', { info: { ...info, name: '   ' }, provider }, 'name is missing'],
    ['no rdns', { info: { ...info, rdns: undefined }, provider }, 'rdns is missing'],
    ['no icon', { info: { ...info, icon: undefined }, provider }, 'icon is missing'],
    ['a numeric name', { info: { ...info, name: 42 }, provider }, 'name is missing'],
  ])('behavior: %s is refused', (_case, detail, reason) => {
    expect(reasonFor(detail)).toBe(reason)
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['an https URL (EIP-6963 requires a data URI)', 'https://tracker.example/icon.png'],
    ['data:image without a comma', 'data:image/png;base64'],
    ['a data URI that only mentions image', 'data:text/plain;image/png,abc'],
  ])('behavior: an icon that is %s is refused', (_case, icon) => {
    expect(reasonFor({ info: { ...info, icon }, provider })).toBe('icon is not a data:image/ URI')
  })

  it.each([
    ['png base64', 'data:image/png;base64,iVBORw0KGgo='],
    ['svg utf8', 'data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['upper case', 'DATA:IMAGE/WEBP;BASE64,UklGRg=='],
  ])('behavior: an image data URI (%s) is accepted', (_case, icon) => {
    expect(parseAnnouncement({ info: { ...info, icon }, provider }).ok).toBe(true)
  })

  it('behavior: an icon beyond the size bound is refused', () => {
    const icon = `data:image/png;base64,${'A'.repeat(ANNOUNCED_ICON_MAX_LENGTH)}`

    expect(reasonFor({ info: { ...info, icon }, provider })).toBe('icon is too large')
  })

  it.each([['metamask'], ['io..metamask'], ['io.metamask.'], ['<b>.io'], ['io metamask.x']])(
    'behavior: rdns %j (not a reverse domain name) is refused',
    (rdns) => {
      expect(reasonFor({ info: { ...info, rdns }, provider })).toBe('rdns is not a reverse domain name')
    },
  )
})
