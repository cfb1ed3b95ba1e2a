import { describe, expect, it } from 'vitest'
import { isMobileDevice, walletDeepLink } from './walletDeepLink.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=k'

describe('walletDeepLink', () => {
  it.each([
    ['universal link', 'https://metamask.app.link', `https://metamask.app.link/wc?uri=${encodeURIComponent(URI)}`],
    ['universal link with a trailing slash', 'https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${encodeURIComponent(URI)}`],
    ['app scheme', 'metamask://', `metamask://wc?uri=${encodeURIComponent(URI)}`],
    ['bare scheme', 'rainbow:', `rainbow://wc?uri=${encodeURIComponent(URI)}`],
    ['none', null, undefined],
    ['empty', '  ', undefined],
    ['javascript: refused', 'javascript:alert(1)', undefined],
    ['data: refused', 'data:text/html,x', undefined],
    ['not a link', 'wallet', undefined],
  ])('%s', (_name, mobile_link, expected) => {
    expect(walletDeepLink({ mobile_link }, URI)).toBe(expected)
  })
})

describe('isMobileDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130', false],
    [undefined, false],
  ])('%s', (userAgent, expected) => {
    expect(isMobileDevice(userAgent)).toBe(expected)
  })
})
