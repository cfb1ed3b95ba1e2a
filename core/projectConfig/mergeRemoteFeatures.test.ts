import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../embedded/getSocials.js'
import type { RemoteFeatures, ResolvedOptions } from '../options/WalletportOptions.js'
import { mergeRemoteFeatures } from './mergeRemoteFeatures.js'

const resolved = (features: Partial<ResolvedOptions['features']> = {}, remoteFeatures?: RemoteFeatures) => ({
  features: { email: true, socials: DEFAULT_SOCIALS, swaps: true, onramp: true, history: true, ...features } as ResolvedOptions['features'],
  ...(remoteFeatures ? { remoteFeatures } : {}),
})

describe('mergeRemoteFeatures', () => {
  it('default: no remote config → the local options, nothing overridden', () => {
    expect(mergeRemoteFeatures({ resolved: resolved() })).toEqual({
      features: { email: true, socials: DEFAULT_SOCIALS, swaps: true, onramp: true, activity: true },
      overridden: [],
    })
  })

  it('behavior: a stated remote flag wins', () => {
    const merged = mergeRemoteFeatures({ resolved: resolved(), remote: { swaps: false, socials: ['google'] } })

    expect(merged.features).toMatchObject({ swaps: false, socials: ['google'], email: true })
  })

  it('behavior: a default that loses is not reported (nobody chose it)', () => {
    expect(mergeRemoteFeatures({ resolved: resolved(), remote: { swaps: false } }).overridden).toEqual([])
  })

  it('behavior: an explicit local choice that loses is reported with both values', () => {
    const merged = mergeRemoteFeatures({ resolved: resolved({ swaps: true, history: false }), explicit: { swaps: true, history: false }, remote: { swaps: false, activity: true } })

    expect(merged.overridden).toEqual([
      { feature: 'swaps', local: true, remote: false },
      { feature: 'activity', local: false, remote: true },
    ])
  })

  it('behavior: an explicit choice the remote agrees with is not reported (lists compared by value)', () => {
    const merged = mergeRemoteFeatures({ resolved: resolved({ socials: ['google', 'x'] }), explicit: { socials: ['google', 'x'] }, remote: { socials: ['google', 'x'] } })

    expect(merged.overridden).toEqual([])
  })

  it('parameters: remoteFeatures is the local stand-in until the project answers, and counts as a choice', () => {
    const options = resolved({}, { activity: false, email: false })

    expect(mergeRemoteFeatures({ resolved: options }).features).toMatchObject({ activity: false, email: false })
    expect(mergeRemoteFeatures({ resolved: options, remote: { activity: true } }).overridden).toEqual([{ feature: 'activity', local: false, remote: true }])
  })

  it('parameters: remoteFeatures beats features for the local value', () => {
    const merged = mergeRemoteFeatures({ resolved: resolved({ swaps: true }, { swaps: false }), explicit: { swaps: true } })

    expect(merged.features.swaps).toBe(false)
  })
})
