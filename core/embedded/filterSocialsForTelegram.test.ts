import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from './getSocials.js'
import { filterSocialsForTelegram } from './filterSocialsForTelegram.js'

describe('filterSocialsForTelegram', () => {
  it.each([
    ['ios removes google', 'ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['macos removes x', 'macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android removes facebook and x', 'android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['android_x (Telegram X) counts as android', 'android_x', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['wrong case iOS still matches', 'iOS', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['wrong case MacOS still matches', 'MacOS', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
  ])('parameters: platform — %s', (_name, platform, expected) => {
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, platform)).toEqual(expected)
  })

  it.each([
    ['desktop', 'tdesktop'],
    ['web', 'weba'],
    ['unknown', 'unknown'],
    ['empty', ''],
    ['padded ios is not ios', ' ios'],
    ['mac (not Telegram’s name)', 'mac'],
    ['inherited key', 'toString'],
    ['undefined', undefined],
  ])('keeps every social: %s', (_name, platform) => {
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, platform)).toEqual([...DEFAULT_SOCIALS])
  })

  it('behavior: keeps the caller order and ignores socials it does not list', () => {
    expect(filterSocialsForTelegram(['x', 'github', 'facebook'], 'ios')).toEqual(['x', 'github', 'facebook'])
  })

  it('edge: empty list stays empty', () => {
    expect(filterSocialsForTelegram([], 'android')).toEqual([])
  })

  it('behavior: returns a new array', () => {
    const input = ['google'] as const
    expect(filterSocialsForTelegram(input, 'tdesktop')).not.toBe(input)
  })
})
