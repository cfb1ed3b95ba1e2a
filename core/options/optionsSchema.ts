import * as z from 'zod/mini'
import { DEFAULT_CONNECTOR_ORDER, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURES_ORDER } from '../constants.js'
import { CHAIN_NAMESPACES } from '../model/Network.js'
import { LOG_LEVELS } from '../../ports/Logger.js'
import { networkSchema } from './networkSchema.js'

const stringList = z.array(z.string().check(z.minLength(1)))
const socialProvider = z.enum(DEFAULT_SOCIALS)
const connectMethod = z.enum(['wallet', 'email', 'social'])
const walletFeature = z.enum(DEFAULT_WALLET_FEATURES_ORDER)
const connectorGroup = z.enum(DEFAULT_CONNECTOR_ORDER)
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])
const httpUrl = z.url({ protocol: /^https?$/ })

/** True when every item of a list is distinct. */
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length
const noDuplicates = { message: 'must not contain duplicates' }

const featuresSchema = z.strictObject({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.literal(false), z.array(socialProvider).check(z.refine(unique, noDuplicates))])),
  emailShowWallets: z.optional(z.boolean()),
  swaps: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  history: z.optional(z.boolean()),
  pay: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
  legalCheckbox: z.optional(z.boolean()),
  connectMethodsOrder: z.optional(z.array(connectMethod).check(z.refine(unique, noDuplicates))),
  walletFeaturesOrder: z.optional(z.array(walletFeature).check(z.refine(unique, noDuplicates))),
})

const remoteFeaturesSchema = z.strictObject({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.literal(false), z.array(socialProvider)])),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  activity: z.optional(z.boolean()),
})

const customWalletSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  homepage: z.optional(httpUrl),
  image_url: z.optional(z.string()),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
})

const isObjectWith =
  (...methods: string[]) =>
  (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function')

/**
 * The one schema of `createWalletport` options: every option of spec §1 and
 * those integrators know from the leading product. Unknown keys are refused so
 * typos surface instead of being ignored.
 */
export const optionsSchema = z.strictObject({
  projectId: z.optional(z.string().check(z.minLength(1))),
  metadata: z.optional(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
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
  featuredWalletIds: z.optional(stringList),
  includeWalletIds: z.optional(stringList),
  excludeWalletIds: z.optional(stringList),
  customWallets: z.optional(z.array(customWalletSchema)),
  connectorTypeOrder: z.optional(z.array(connectorGroup).check(z.refine(unique, noDuplicates))),
  allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  features: z.optional(featuresSchema),
  remoteFeatures: z.optional(remoteFeaturesSchema),
  enableEmbedded: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  enableWalletConnect: z.optional(z.boolean()),
  basic: z.optional(z.boolean()),
  enableInjected: z.optional(z.boolean()),
  enableEIP6963: z.optional(z.boolean()),
  enableReconnect: z.optional(z.boolean()),
  defaultAccountTypes: z.optional(z.partialRecord(z.enum(CHAIN_NAMESPACES), accountType)),
  disableAppend: z.optional(z.boolean()),
  siwx: z.optional(
    z.custom<unknown>(
      isObjectWith('createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'),
      'siwx must implement createMessage, addSession, revokeSession, setSessions and getSessions',
    ),
  ),
  siweConfig: z.optional(
    z.custom<unknown>(
      isObjectWith('getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'),
      'siweConfig must implement getNonce, createMessage, verifyMessage, getSession and signOut',
    ),
  ),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  debug: z.optional(z.boolean()),
  logLevel: z.optional(z.enum(LOG_LEVELS)),
  apiUrls: z.optional(
    z.strictObject({
      blockchainApi: z.optional(httpUrl),
      directory: z.optional(httpUrl),
      analytics: z.optional(httpUrl),
    }),
  ),
  relayUrl: z.optional(z.url({ protocol: /^wss?$/ })),
})

export type OptionsInput = z.input<typeof optionsSchema>
