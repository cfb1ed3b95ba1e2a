import * as z from 'zod/mini'
import { DEFAULT_CONNECTOR_ORDER } from '../connectors/orderConnectorGroups.js'
import { DEFAULT_SOCIALS } from '../embedded/getSocials.js'
import { DEFAULT_WALLET_FEATURES_ORDER } from '../modal/getWalletFeaturesOrder.js'
import { LOG_LEVELS } from '../../ports/Logger.js'
import { networkSchema } from '../network/networkSchema.js'

const socialProvider = z.enum(DEFAULT_SOCIALS)
const connectMethod = z.enum(['wallet', 'email', 'social'])
const walletFeature = z.enum(DEFAULT_WALLET_FEATURES_ORDER)
const connectorGroup = z.enum(DEFAULT_CONNECTOR_ORDER)
const httpUrl = z.url({ protocol: /^https?$/ })
// Shared instances (a schema is immutable): every page builds this schema at start, and each
// node costs a construction, so the many same-shaped fields reuse one.
const optionalBoolean = z.optional(z.boolean())
const nonEmptyString = z.string().check(z.minLength(1))
const optionalNullableString = z.optional(z.nullable(z.string()))
const optionalHttpUrl = z.optional(httpUrl)
const optionalStringList = z.optional(z.array(nonEmptyString))

/**
 * An option integrators know from the incumbents that no code here reads yet: refused by name
 * rather than accepted and ignored. Its capability's issue replaces the entry with its schema.
 */
const notSupportedYet = (option: string, hint?: string) =>
  z.optional(z.custom<never>(() => false, `\`${option}\` is not supported yet${hint ? `: ${hint}` : ''}`))

/** True when every item of a list is distinct. */
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length
const noDuplicates = { message: 'must not contain duplicates' }

const featuresSchema = z.strictObject({
  email: optionalBoolean,
  socials: z.optional(z.union([z.literal(false), z.array(socialProvider).check(z.refine(unique, noDuplicates))])),
  emailShowWallets: notSupportedYet('features.emailShowWallets'),
  swaps: optionalBoolean,
  send: optionalBoolean,
  receive: optionalBoolean,
  onramp: optionalBoolean,
  history: optionalBoolean,
  pay: optionalBoolean,
  analytics: optionalBoolean,
  legalCheckbox: notSupportedYet('features.legalCheckbox'),
  connectMethodsOrder: z.optional(z.array(connectMethod).check(z.refine(unique, noDuplicates))),
  walletFeaturesOrder: z.optional(z.array(walletFeature).check(z.refine(unique, noDuplicates))),
})

const remoteFeaturesSchema = z.strictObject({
  email: optionalBoolean,
  socials: z.optional(z.union([z.literal(false), z.array(socialProvider)])),
  swaps: optionalBoolean,
  onramp: optionalBoolean,
  activity: optionalBoolean,
})

const customWalletSchema = z.strictObject({
  id: nonEmptyString,
  name: nonEmptyString,
  homepage: optionalHttpUrl,
  image_url: z.optional(z.string()),
  mobile_link: optionalNullableString,
  desktop_link: optionalNullableString,
  webapp_link: optionalNullableString,
  app_store: optionalNullableString,
  play_store: optionalNullableString,
  rdns: optionalNullableString,
})

/** An object with each of `methods` as a function; refused with '<option> must implement a, b and c'. */
const implementing = (option: string, methods: readonly string[]) =>
  z.optional(
    z.custom<unknown>(
      (value) => typeof value === 'object' && value !== null && methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function'),
      `${option} must implement ${methods.slice(0, -1).join(', ')} and ${methods.at(-1)}`,
    ),
  )

/**
 * The one schema of `createWalletport` options, including the names integrators know from
 * other wallet modals. Unknown keys are refused so typos surface instead of being ignored.
 */
export const optionsSchema = z.strictObject({
  projectId: z.optional(nonEmptyString),
  metadata: z.optional(
    z.strictObject({
      name: nonEmptyString,
      description: z.string(),
      url: httpUrl,
      icons: z.array(z.string()),
    }),
  ),
  networks: z.array(networkSchema).check(
    z.minLength(1, 'at least one network is required'),
    z.refine((networks) => unique(networks.map((network) => network.caipNetworkId)), {
      message: 'networks must have distinct caipNetworkId values',
    }),
  ),
  defaultNetwork: z.optional(networkSchema),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(
    z.record(z.string().check(z.regex(/^--wp-[a-z0-9-]+$/, 'theme variables are named --wp-*')), z.union([z.string(), z.number()])),
  ),
  locale: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag'))),
  messages: z.optional(z.record(z.string(), z.string())),
  featuredWalletIds: optionalStringList,
  includeWalletIds: optionalStringList,
  excludeWalletIds: optionalStringList,
  customWallets: z.optional(z.array(customWalletSchema)),
  connectorTypeOrder: z.optional(z.array(connectorGroup).check(z.refine(unique, noDuplicates))),
  allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  features: z.optional(featuresSchema),
  remoteFeatures: z.optional(remoteFeaturesSchema),
  enableEmbedded: optionalBoolean,
  allowUnsupportedChain: optionalBoolean,
  enableNetworkSwitch: optionalBoolean,
  enableWalletConnect: optionalBoolean,
  basic: optionalBoolean,
  enableInjected: optionalBoolean,
  enableEIP6963: optionalBoolean,
  enableReconnect: optionalBoolean,
  defaultAccountTypes: notSupportedYet('defaultAccountTypes'),
  disableAppend: optionalBoolean,
  siwx: implementing('siwx', ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']),
  siweConfig: implementing('siweConfig', ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']),
  termsConditionsUrl: optionalHttpUrl,
  privacyPolicyUrl: optionalHttpUrl,
  debug: optionalBoolean,
  logLevel: z.optional(z.enum(LOG_LEVELS)),
  apiUrls: z.optional(
    z.strictObject({
      blockchainApi: optionalHttpUrl,
      directory: optionalHttpUrl,
      analytics: optionalHttpUrl,
    }),
  ),
  embeddedWallet: z.optional(z.strictObject({ url: optionalHttpUrl })),
  relayUrl: notSupportedYet('relayUrl', 'set it on WalletConnectChainAdapter'),
})

export type OptionsInput = z.input<typeof optionsSchema>
