import { DEFAULT_LOG_LEVEL } from '../logging/BufferedLogger.js'
import { DEFAULT_WALLET_FEATURES_ORDER } from '../modal/getWalletFeaturesOrder.js'
import { OPTION_MESSAGES } from './optionMessages.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError, type OptionIssue } from './InvalidOptionsError.js'
import { optionsSchema } from './optionsSchema.js'
import { DEFAULT_THEME_MODE, type ResolvedOptions, type WalletportOptions } from './WalletportOptions.js'

/**
 * Validates options from outside and applies every default. Throws ONE
 * `InvalidOptionsError` listing each bad field with its path.
 * @example parseOptions({ networks: [mainnet] }).enableReconnect // true
 */
export function parseOptions(input: unknown): ResolvedOptions {
  if (isRecord(input) && input['siwx'] !== undefined && input['siweConfig'] !== undefined) {
    throw new ConflictingSiwxOptionsError(OPTION_MESSAGES.SIWE_AND_SIWX)
  }
  const result = optionsSchema.safeParse(input)
  if (!result.success) {
    throw new InvalidOptionsError(
      result.error.issues.map(
        (issue): OptionIssue => ({ path: issue.path.map(String).join('.'), message: issue.message }),
      ),
    )
  }
  // The schema checked the shapes; the caller's objects (siwx functions, networks) are kept as given.
  const options = input as unknown as WalletportOptions
  const networks = [...options.networks]
  const defaultNetwork = options.defaultNetwork ?? networks[0]
  if (!defaultNetwork || !networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError([{ path: 'defaultNetwork', message: 'must be one of `networks`' }])
  }
  const features = options.features ?? {}
  return {
    ...options,
    networks,
    defaultNetwork,
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    // Only what exists is on by default: email, socials, swaps, send, receive and onramp have no
    // implementation yet, so they stay off unless asked for; each capability flips its own default.
    features: {
      email: features.email ?? false,
      socials: features.socials ?? false,
      swaps: features.swaps ?? false,
      send: features.send ?? false,
      receive: features.receive ?? false,
      onramp: features.onramp ?? false,
      pay: features.pay ?? false,
      history: features.history ?? true,
      analytics: features.analytics ?? false,
      connectMethodsOrder: features.connectMethodsOrder,
      walletFeaturesOrder: features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER,
    },
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    basic: options.basic ?? false,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableReconnect: options.enableReconnect ?? true,
    disableAppend: options.disableAppend ?? false,
    debug: options.debug ?? false,
    logLevel: options.logLevel ?? (options.debug ? 'debug' : DEFAULT_LOG_LEVEL),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
