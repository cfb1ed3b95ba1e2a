import { describe, expect, it } from 'vitest'
import { PROJECT_FEATURES, PROJECT_REMOTE_FEATURES } from '../../../test-doubles/msw/configFixtures.js'
import { toRemoteFeatures } from './projectConfigSchema.js'

describe('toRemoteFeatures', () => {
  it('default: the fixture project', () => {
    expect(toRemoteFeatures(PROJECT_FEATURES)).toEqual(PROJECT_REMOTE_FEATURES)
  })

  it.each([
    ['nothing listed → nothing stated', [], {}],
    ['social_login off → no email, no socials', [{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }], { email: false, socials: false }],
    ['social_login with email only', [{ id: 'social_login', isEnabled: true, config: ['email'] }], { email: true, socials: false }],
    ['unknown socials dropped, duplicates once', [{ id: 'social_login', isEnabled: true, config: ['myspace', 'apple', 'apple'] }], { email: false, socials: ['apple'] }],
    ['social_login config not a list', [{ id: 'social_login', isEnabled: true, config: null }], { email: false, socials: false }],
    ['swaps under either id', [{ id: 'swaps', isEnabled: false }], { swaps: false }],
    ['onramp with no provider is off', [{ id: 'onramp', isEnabled: true, config: [] }], { onramp: false }],
    ['onramp with no config is on', [{ id: 'onramp', isEnabled: true, config: null }], { onramp: true }],
    ['activity', [{ id: 'activity', isEnabled: true }], { activity: true }],
    ['unknown ids ignored', [{ id: 'headless', isEnabled: true }], {}],
  ])('%s', (_, features, expected) => {
    expect(toRemoteFeatures(features)).toEqual(expected)
  })
})
