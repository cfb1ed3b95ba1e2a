import { describe, expect, it } from 'vitest'
import { isBrowserWalletHidden } from './isBrowserWalletHidden.js'

describe('isBrowserWalletHidden', () => {
  it.each([
    // isMobile, rdns, installed, hidden
    ['desktop, installed with rdns', false, 'io.metamask', true, true],
    ['desktop, nothing', false, undefined, false, true],
    ['mobile, installed, no rdns', true, undefined, true, false],
    ['mobile, rdns, not installed', true, 'io.metamask', false, false],
    ['mobile, rdns and installed', true, 'io.metamask', true, false],
    ['mobile, no rdns, not installed', true, undefined, false, true],
    ['mobile, null rdns, not installed', true, null, false, true],
    ['mobile, empty rdns counts as none', true, '', false, true],
    ['mobile, no rdns, installed unknown', true, undefined, undefined, true],
    ['mobile, rdns, installed unknown', true, 'io.metamask', undefined, false],
  ] as const)('%s → hidden %s', (_name, isMobile, rdns, installed, hidden) => {
    expect(isBrowserWalletHidden({ isMobile, rdns, installed })).toBe(hidden)
  })
})
