import type { DEFAULT_CONNECTOR_ORDER } from '../connectors/orderConnectorGroups.js'
import type { DEFAULT_SOCIALS } from '../embedded/getSocials.js'
import type { DEFAULT_WALLET_FEATURES_ORDER } from '../modal/getWalletFeaturesOrder.js'
import type { Metadata } from './Metadata.js'
import type { Network } from '../network/Network.js'
import type { SiweConfig, SiwxConfig } from '../siwx/Siwx.js'
import type { LogLevel } from '../../ports/Logger.js'

export type SocialProvider = (typeof DEFAULT_SOCIALS)[number]
export type ConnectMethod = 'wallet' | 'email' | 'social'
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number]

/**
 * Feature switches. On by default: history (the Activity tab); off until asked for: analytics,
 * and email, socials, swaps, send, receive and onramp, which have no implementation yet.
 */
export interface Features {
  readonly email?: boolean
  /** `false` hides socials; a list picks and orders them. */
  readonly socials?: false | readonly SocialProvider[]
  readonly swaps?: boolean
  readonly send?: boolean
  readonly receive?: boolean
  readonly onramp?: boolean
  /** `walletport.pay` and the Pay view (a payment request the visitor confirms in the wallet). */
  readonly pay?: boolean
  /** The Activity tab (transaction history). */
  readonly history?: boolean
  readonly analytics?: boolean
  readonly connectMethodsOrder?: readonly ConnectMethod[]
  readonly walletFeaturesOrder?: readonly WalletFeature[]
}

export interface RemoteFeatures {
  readonly email?: boolean
  readonly socials?: false | readonly SocialProvider[]
  readonly swaps?: boolean
  readonly onramp?: boolean
  readonly activity?: boolean
}

export interface CustomWallet {
  readonly id: string
  readonly name: string
  readonly homepage?: string
  readonly image_url?: string
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly app_store?: string | null
  readonly play_store?: string | null
  readonly rdns?: string | null
}

/** What an integrator passes to `createWalletport`. Only `networks` is required. */
export interface WalletportOptions {
  readonly projectId?: string
  readonly metadata?: Metadata
  readonly networks: readonly [Network, ...Network[]] | readonly Network[]
  readonly defaultNetwork?: Network
  readonly themeMode?: 'light' | 'dark'
  readonly themeVariables?: Readonly<Record<`--wp-${string}`, string | number>>
  /** UI language (BCP 47), e.g. 'en', 'de', 'pt-BR', 'ar'. Default: the visitor's browser languages, else 'en' (the UI resolves it). */
  readonly locale?: string
  /** Overrides for UI strings, by message id. */
  readonly messages?: Readonly<Record<string, string>>
  readonly featuredWalletIds?: readonly string[]
  readonly includeWalletIds?: readonly string[]
  readonly excludeWalletIds?: readonly string[]
  readonly customWallets?: readonly CustomWallet[]
  readonly connectorTypeOrder?: readonly ConnectorGroup[]
  readonly allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  readonly features?: Features
  readonly remoteFeatures?: RemoteFeatures
  readonly enableEmbedded?: boolean
  readonly allowUnsupportedChain?: boolean
  readonly enableNetworkSwitch?: boolean
  readonly enableWalletConnect?: boolean
  /**
   * Basic wallet-connect mode: WalletConnect pairs through the plain QR view
   * (ConnectingWalletConnectBasic) and UnsupportedChain never interrupts. Default false.
   */
  readonly basic?: boolean
  /** false hides the `window.ethereum` (INJECTED) wallets from the connect list. Default true. */
  readonly enableInjected?: boolean
  /** false hides the EIP-6963 (ANNOUNCED) wallets from the connect list. Default true. */
  readonly enableEIP6963?: boolean
  readonly enableReconnect?: boolean
  readonly disableAppend?: boolean
  readonly siwx?: SiwxConfig
  readonly siweConfig?: SiweConfig
  /** Linked in the Connect view's footer ('By connecting your wallet, you agree to the Terms of Service…'). */
  readonly termsConditionsUrl?: string
  /** Linked in the Connect view's footer, beside the terms. */
  readonly privacyPolicyUrl?: string
  readonly debug?: boolean
  readonly logLevel?: LogLevel
  /**
   * The embedded wallet (email login): `url` is its frame page, on its own origin. Default: the
   * provider's secure site. The frame is created only when the visitor picks email (or returns
   * with an email login to resume). It exists with a projectId and email (or socials) on.
   */
  readonly embeddedWallet?: { readonly url?: string }
  /** Base URLs of the remote services; defaults are the provider's production hosts. */
  readonly apiUrls?: { readonly blockchainApi?: string; readonly directory?: string; readonly analytics?: string }
}

/** Options after validation, with every default applied. */
export interface ResolvedOptions extends Omit<WalletportOptions, 'features' | 'networks'> {
  readonly networks: readonly Network[]
  readonly defaultNetwork: Network
  readonly themeMode: 'light' | 'dark'
  readonly features: Required<Omit<Features, 'socials' | 'connectMethodsOrder'>> & {
    readonly socials: false | readonly SocialProvider[]
    /** Undefined means the default: wallet first when a browser wallet is shown, else email, social, wallet. */
    readonly connectMethodsOrder: readonly ConnectMethod[] | undefined
  }
  readonly enableEmbedded: boolean
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableWalletConnect: boolean
  readonly basic: boolean
  readonly enableInjected: boolean
  readonly enableEIP6963: boolean
  readonly enableReconnect: boolean
  readonly disableAppend: boolean
  readonly debug: boolean
  readonly logLevel: LogLevel
}

/** The theme when `themeMode` is not set. */
export const DEFAULT_THEME_MODE = 'dark' satisfies ResolvedOptions['themeMode']
