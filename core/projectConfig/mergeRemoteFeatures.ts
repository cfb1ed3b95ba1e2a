import type { Features, RemoteFeatures, ResolvedOptions, SocialProvider } from '../options/WalletportOptions.js'

/** The features a project's remote config may set, as they are in effect. */
export interface EffectiveRemoteFeatures {
  readonly email: boolean
  readonly socials: false | readonly SocialProvider[]
  readonly swaps: boolean
  readonly onramp: boolean
  /** The Activity tab (`features.history` locally). */
  readonly activity: boolean
}

/** One local choice the project's config replaced (reported as the LOCAL_CONFIGURATION_IGNORED warning). */
export interface FeatureOverride {
  readonly feature: keyof EffectiveRemoteFeatures
  readonly local: EffectiveRemoteFeatures[keyof EffectiveRemoteFeatures]
  readonly remote: EffectiveRemoteFeatures[keyof EffectiveRemoteFeatures]
}

/** The result of a merge: what is in effect, and which explicit local choices lost. */
export interface MergedFeatures {
  readonly features: EffectiveRemoteFeatures
  readonly overridden: readonly FeatureOverride[]
}

const KEYS = ['email', 'socials', 'swaps', 'onramp', 'activity'] as const

/**
 * Merges the project's remote flags over the local options. Before (or without) a remote
 * config, local values apply: `remoteFeatures` (the local stand-in for the project's flags),
 * else `features` (`history` for activity), else the defaults. A flag the project states
 * wins, but every explicit local choice that lost is returned, so the caller can warn instead
 * of overriding local settings silently (defaults that lose are not reported: nobody chose them).
 * @example mergeRemoteFeatures({ resolved, explicit: { swaps: true }, remote: { swaps: false } }).overridden
 * // [{ feature: 'swaps', local: true, remote: false }]
 */
export function mergeRemoteFeatures(params: {
  readonly resolved: Pick<ResolvedOptions, 'features' | 'remoteFeatures'>
  /** `features` exactly as the integrator wrote them (no defaults). */
  readonly explicit?: Features | undefined
  readonly remote?: RemoteFeatures | undefined
}): MergedFeatures {
  const { resolved, explicit = {}, remote = {} } = params
  const chosen: RemoteFeatures = {
    ...definedOnly({ email: explicit.email, socials: explicit.socials, swaps: explicit.swaps, onramp: explicit.onramp, activity: explicit.history }),
    ...definedOnly(resolved.remoteFeatures ?? {}),
  }
  const local: EffectiveRemoteFeatures = {
    email: resolved.features.email,
    socials: resolved.features.socials,
    swaps: resolved.features.swaps,
    onramp: resolved.features.onramp,
    activity: resolved.features.history,
    ...chosen,
  }
  const features: EffectiveRemoteFeatures = { ...local, ...definedOnly(remote) }
  const overridden = KEYS.flatMap((feature): FeatureOverride[] =>
    chosen[feature] !== undefined && remote[feature] !== undefined && !sameValue(local[feature], features[feature])
      ? [{ feature, local: local[feature], remote: features[feature] }]
      : [],
  )
  return { features, overridden }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index])
  return a === b
}

function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>
}
