import * as z from 'zod/mini'
import { DEFAULT_SOCIALS } from '../../../core/embedded/getSocials.js'
import type { RemoteFeatures, SocialProvider } from '../../../core/options/WalletportOptions.js'

/**
 * `/appkit/v1/config`: `{ features: [{ id, isEnabled, config }] }`. Ids walletport does not
 * know are ignored; `config` is a list of strings where it matters (social providers,
 * onramp providers, swap providers).
 */
export const projectConfigSchema = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      isEnabled: z.boolean(),
      config: z.optional(z.nullable(z.unknown())),
    }),
  ),
})

/** `/projects/v1/origins`: `{ allowedOrigins: string[] }`. */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) })

type FeatureEntry = z.output<typeof projectConfigSchema>['features'][number]

/**
 * The service's feature list as walletport's remote flags: `social_login` gives email (its
 * config lists 'email') and socials (the known providers, in its order; none → false);
 * `swap`/`swaps`, `onramp` and `activity` give their flag (an onramp with an empty provider
 * list is off). A feature that is not listed is not stated.
 * @example toRemoteFeatures([{ id: 'activity', isEnabled: false }]) // { activity: false }
 */
export function toRemoteFeatures(features: readonly FeatureEntry[]): RemoteFeatures {
  const byId = new Map(features.map((feature) => [feature.id, feature]))
  const flags: { -readonly [K in keyof RemoteFeatures]: RemoteFeatures[K] } = {}
  const social = byId.get('social_login')
  if (social) {
    const listed = social.isEnabled ? stringsOf(social.config) : []
    flags.email = listed.includes('email')
    const socials = listed.filter((item): item is SocialProvider => (DEFAULT_SOCIALS as readonly string[]).includes(item))
    flags.socials = socials.length > 0 ? [...new Set(socials)] : false
  }
  const swaps = byId.get('swap') ?? byId.get('swaps')
  if (swaps) flags.swaps = swaps.isEnabled
  const onramp = byId.get('onramp')
  if (onramp) flags.onramp = onramp.isEnabled && (onramp.config === undefined || onramp.config === null || stringsOf(onramp.config).length > 0)
  const activity = byId.get('activity')
  if (activity) flags.activity = activity.isEnabled
  return flags
}

function stringsOf(config: unknown): string[] {
  return Array.isArray(config) ? config.filter((item): item is string => typeof item === 'string') : []
}
