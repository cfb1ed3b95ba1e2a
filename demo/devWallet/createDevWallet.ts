import { Eip1193TestWallet, type Eip1193TestWalletOptions, type TestWalletChain } from '../../test-doubles/Eip1193TestWallet.js'
import type { DemoChain } from '../chains.js'
import { Approvals } from './Approvals.js'
import { DEV_WALLET_INFO } from './devWalletInfo.js'

export { DEV_WALLET_INFO }

/** What the Dev Wallet remembers across page loads, like an extension does. */
interface Remembered {
  readonly authorized: boolean
  readonly chainId: number | undefined
}

const STORAGE_KEY = 'walletport-demo:dev-wallet'

/** The Dev Wallet: the wallet itself, its pending questions, and how to stop announcing it. */
export interface DevWallet {
  readonly wallet: Eip1193TestWallet
  readonly approvals: Approvals
  readonly stopAnnouncing: () => void
}

/** Where the Dev Wallet lives: a window (announcements) and a storage (its memory). */
export interface DevWalletHost {
  readonly window: Window
  /** Default: the window's localStorage (a failing storage only means nothing is remembered). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/** A chain of the Dev Wallet: where `npm start` deployed the BatchExecutor and the demo tokens, when it did. */
export type DevWalletChain = TestWalletChain & Pick<DemoChain, 'batchExecutor' | 'assets'>

/**
 * Creates the Dev Wallet: a real EIP-1193 wallet signing with anvil's dev keys, asking the
 * person before each prompt (the `Approvals` the popup shows), remembering the site's
 * authorization and its chain across reloads, and announced through EIP-6963 so walletport
 * discovers it like any extension. It batches atomically (EIP-7702) on the chains with a
 * BatchExecutor and answers `wallet_getAssets` (EIP-7811) with the demo tokens.
 * @example const devWallet = createDevWallet([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }], { window })
 */
export function createDevWallet(chains: readonly DevWalletChain[], host: DevWalletHost): DevWallet {
  const storage = host.storage ?? safeLocalStorage(host.window)
  const remembered = recall(storage)
  // The wallet starts on the first chain it is given: put the remembered one first.
  const ordered = [...chains].sort((a, b) => Number(b.chainId === remembered.chainId) - Number(a.chainId === remembered.chainId))
  const approvals = new Approvals()
  // ?walletAssets=off: no wallet_getAssets (the Tokens tab then reads the API alone, e.g. to see it fail);
  // ?atomic=off: no atomic batching (a swap's approval and swap are then two prompts).
  const query = new URLSearchParams((host.window.location as Location | undefined)?.search ?? '')
  const features = walletFeatures(chains, { assets: query.get('walletAssets') !== 'off', atomic: query.get('atomic') !== 'off' })
  const wallet = new Eip1193TestWallet({ chains: ordered, authorized: remembered.authorized, confirm: approvals.ask, ...features })
  const remember = (): void => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify({ authorized: wallet.isAuthorized, chainId: wallet.chainId } satisfies Remembered))
    } catch {
      // Storage full or forbidden: the wallet simply forgets on reload.
    }
  }
  wallet.on('accountsChanged', remember).on('chainChanged', remember)
  const stopAnnouncing = wallet.announce(host.window, DEV_WALLET_INFO)
  return { wallet, approvals, stopAnnouncing }
}

/** Atomic batching where a BatchExecutor is deployed, and the assets the wallet reports. */
function walletFeatures(chains: readonly DevWalletChain[], wanted: { readonly assets: boolean; readonly atomic: boolean }): Pick<Eip1193TestWalletOptions, 'atomicBatching' | 'assets'> {
  const executor = wanted.atomic ? chains.find((chain) => chain.batchExecutor)?.batchExecutor : undefined
  const prices = chains.find((chain) => chain.assets)?.assets
  return {
    ...(executor ? { atomicBatching: { executor, chainIds: chains.filter((chain) => chain.batchExecutor === executor).map((chain) => chain.chainId) } } : {}),
    ...(wanted.assets
      ? {
          assets: {
            tokens: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.assets?.tokens ?? []])),
            ...(prices ? { nativePrice: prices.nativePrice, nativeIconUrl: prices.nativeIconUrl } : {}),
          },
        }
      : {}),
  }
}

/** The remembered state; anything unreadable (garbage, another shape) counts as nothing remembered. */
function recall(storage: Pick<Storage, 'getItem'> | undefined): Remembered {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return { authorized: false, chainId: undefined }
    const { authorized, chainId } = value as Record<string, unknown>
    return { authorized: authorized === true, chainId: typeof chainId === 'number' ? chainId : undefined }
  } catch {
    return { authorized: false, chainId: undefined }
  }
}

function safeLocalStorage(window: Window): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
