import { describe, expect, it } from 'vitest'
import { SOCIAL_REDIRECT_PROVIDERS, isAllowedSocialRedirect } from './isAllowedSocialRedirect.js'

describe('isAllowedSocialRedirect', () => {
  it('default: exactly the six redirect providers', () => {
    expect(SOCIAL_REDIRECT_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('accepts: %s', (provider) => {
    expect(isAllowedSocialRedirect(provider)).toBe(true)
  })

  it.each([
    ['farcaster (own flow)', 'farcaster'],
    ['twitter (old name of x)', 'twitter'],
    ['unknown', 'telegram'],
    ['empty', ''],
    ['wrong case', 'Google'],
    ['upper-case X', 'X'],
    ['padded', ' github'],
    ['trailing whitespace', 'apple '],
    ['inherited key', 'toString'],
  ])('refuses: %s', (_name, provider) => {
    expect(isAllowedSocialRedirect(provider)).toBe(false)
  })

  it.each([undefined, null, 0, ['google'], { provider: 'google' }])('wrong type: %j → false', (provider) => {
    expect(isAllowedSocialRedirect(provider)).toBe(false)
  })
})
