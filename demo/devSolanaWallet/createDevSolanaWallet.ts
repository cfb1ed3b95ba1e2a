import { getWallets } from '@wallet-standard/app'
import * as z from 'zod/mini'
import {
  WalletStandardTestWallet,
  type WalletStandardChange,
  type WalletStandardRegistryTarget,
  type WalletStandardTestWalletRequest,
} from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { Approvals } from '../devWallet/Approvals.js'
import { DEV_SOLANA_WALLET_SEED, type DemoSolana } from '../solanaDemo.js'
import { DEV_SOLANA_WALLET_INFO } from './devSolanaWalletInfo.js'

export { DEV_SOLANA_WALLET_INFO }

const STORAGE_KEY = 'walletport-demo:dev-solana-wallet'
/** What it remembers across page loads, like an extension does. */
const remembered = z.object({ authorized: z.boolean() })

/** The Dev Solana Wallet: the wallet itself, its pending questions, and how to unregister it. */
export interface DevSolanaWallet {
  readonly wallet: WalletStandardTestWallet
  readonly approvals: Approvals<WalletStandardTestWalletRequest>
  readonly unregister: () => void
}

/** Where the Dev Solana Wallet lives: a registry (where sites find it) and a storage (its memory). */
export interface DevSolanaWalletHost {
  /** Default: the page's Wallet Standard registry, `getWallets()`. */
  readonly registry?: WalletStandardRegistryTarget
  /** Default: localStorage (a failing or missing storage only means nothing is remembered). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/** The part of `standard:events` the demo listens to. */
interface EventsFeature {
  on(event: 'change', listener: (change: WalletStandardChange) => void): () => void
}

/**
 * Creates the Dev Solana Wallet: a real Wallet Standard wallet signing with the demo's public
 * dev seed and sending to the local Solana RPC, asking the person before each prompt (the
 * `Approvals` its popup shows), remembering whether it trusts the site across reloads (so a
 * reload reconnects silently, as an extension does), and registered with the page's Wallet
 * Standard registry so walletport discovers it like any installed wallet.
 * @example const devSolanaWallet = createDevSolanaWallet(demoSolanaOfBuild())
 */
export function createDevSolanaWallet(solana: DemoSolana, host: DevSolanaWalletHost = {}): DevSolanaWallet {
  const storage = host.storage ?? safeLocalStorage()
  const approvals = new Approvals<WalletStandardTestWalletRequest>()
  const wallet = new WalletStandardTestWallet({
    seed: DEV_SOLANA_WALLET_SEED,
    chains: ['solana:localnet'],
    rpcUrl: solana.rpcUrl,
    name: DEV_SOLANA_WALLET_INFO.name,
    icon: DEV_SOLANA_WALLET_INFO.icon,
    authorized: recallAuthorized(storage),
    confirm: approvals.ask,
  })
  // A connect, a sign-in and a disconnect all show or hide the accounts: a `change` each.
  const events = wallet.features['standard:events'] as EventsFeature
  events.on('change', () => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify({ authorized: wallet.isAuthorized } satisfies z.infer<typeof remembered>))
    } catch {
      // Storage full or forbidden: the wallet simply forgets on reload.
    }
  })
  const unregister = wallet.register(host.registry ?? getWallets())
  return { wallet, approvals, unregister }
}

/** Whether the site was trusted; anything unreadable (garbage, another shape) counts as no. */
function recallAuthorized(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return remembered.safeParse(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')).data?.authorized === true
  } catch {
    return false
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
