// The host pages as an integrator's vite build splits them (the fixtures `npm run size` and the
// browser bench measure): what the first paint pays for. One stray static import of a lazy-only
// module puts it back in the initial chunk, and only a size figure would have shown it.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { hostPageChunks } from '../scripts/hostPageChunks.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The repository-relative module ids of a fixture's initial chunks (the entry and what it imports statically). */
async function initialModules(fixture: 'host-page' | 'host-page-lazy' | 'adapter-page'): Promise<string[]> {
  const { initial } = await hostPageChunks(fixture)
  return initial.flatMap((chunk) => Object.keys(chunk.modules)).map((id) => id.replace(root, '').replace(/.*node_modules\//, 'node_modules/'))
}

/** Modules that only a use (an open, a connect, a fetch) may load. */
const LAZY_ONLY = [
  // The instance itself: createWalletport returns its facade at once and loads it after the first paint.
  'composition/buildWalletport.ts',
  'core/WalletportCore.ts',
  'core/createWalletportParts.ts',
  'core/options/optionsSchema.ts',
  'node_modules/zod/',
  'node_modules/rxjs/',
  'core/useCases.ts', // connect, restore, balance, sign, send…
  'core/transactions/requestEip155.ts', // walletport.request (the wagmi bridge's provider)
  // walletport/wagmi: only apps that import it.
  'adapters/wagmi/',
  'node_modules/wagmi/',
  'node_modules/@wagmi/',
  'core/errors/alerts.ts', // the alert and error-text catalogues
  'core/errors/messages.ts',
  'ui-react/modal/', // the modal and its views
  // The modal's live slot (its hooks, the loading shell, the frame's stylesheet): after the first paint.
  'ui-react/LiveModalSlot.tsx',
  'ui-react/ModalShell.tsx',
  'ui-react/modalFrame.ts',
  'ui-react/useModalChunk.ts',
  'core/connectors/knownWallets.ts', // the known wallets' directory ids: the connect list rows only
  'ui-react/i18n/locales/', // the 18 lazily loaded languages and their loader
  'ui-react/i18n/localeKeys.ts',
  'node_modules/@emotion/',
  'node_modules/ofetch/',
  'node_modules/viem/',
  'node_modules/@noble/',
  // The inversify container and the default services' bindings: built on the first call of a default service.
  'composition/composeContainer.ts',
  'composition/modules/',
  'node_modules/inversify',
  'node_modules/@inversifyjs/',
  'node_modules/reflect-metadata/',
  // ViemChainAdapter's viem half: on its first call that needs viem (a wallet's answer, a node, an error).
  'adapters/evm/evmKit.ts',
  'adapters/evm/createEvmTransport.ts',
  'adapters/evm/toEvmError.ts',
  'adapters/evm/parseAccounts.ts',
  'adapters/evm/watchProvider.ts',
  // ViemChainAdapter's code (discovery, sessions, mipd): the shell loads it on its first call (a getConnectors(), a connect).
  'adapters/evm/ViemChainAdapterImpl.ts',
  'adapters/evm/EvmConnectorDiscovery.ts',
  'adapters/evm/AnnouncedProviders.ts',
  'adapters/evm/buildEvmConnectors.ts',
  'adapters/evm/parseAnnouncement.ts',
  'adapters/evm/planEvmTransport.ts',
  'adapters/events/ChainAdapterListeners.ts',
  'node_modules/mipd/',
  'adapters/http/',
  // Solana: only pages that configure a solana network load walletport/solana.
  'adapters/solana/',
  'node_modules/@solana/',
  'node_modules/@solana-program/',
  'node_modules/@wallet-standard/',
  // The embedded wallet: loaded when the visitor turns to email or an email login is resumed.
  'adapters/frame/',
  'composition/defaultEmbeddedWalletFrame.ts',
  'core/embedded/EmbeddedWallet.ts',
  'core/embedded/EmbeddedWalletRpc.ts',
  'core/embedded/EmbeddedChainAdapter.ts',
  'core/embedded/createEmbeddedParts.ts',
  'core/embedded/emailLogin.ts',
  // The social login: its views (their own chunk, where socials are on) and core's use case and popup watch.
  'ui-react/modal/views/social/',
  'ui-react/socialReturn.ts', // the return of a top-level social login (Telegram mini app), only with result_uri
  'core/embedded/socialLogin.ts',
  'core/embedded/watchSocialPopup.ts',
  // Sign In With Farcaster: its view (its own chunk, on its first open) and core's use case.
  'ui-react/modal/views/farcaster/',
  'core/embedded/farcasterLogin.ts',
  'core/embedded/FarcasterLoginError.ts',
  'core/embedded/withEmbeddedWallet.ts',
  'core/modal/TransactionStack.ts',
  // The Receive view (its own chunk, on its first open) and the QR encoder it shares with WalletConnect.
  'ui-react/modal/views/receive/',
  // The Buy crypto view (its own chunk, on its first open) and core's onramp use cases (theirs, on the first onramp call).
  'ui-react/modal/views/onramp/',
  'core/onramp/loadOnramp.ts',
  'core/onramp/fetchOnrampQuote.ts',
  'core/onramp/createOnrampCheckout.ts',
  'core/onramp/changeOnrampSelection.ts',
  // The Pay view (its own chunk, on its first open) and core's pay use case with its rules (its own chunk, on the first pay).
  'ui-react/modal/views/pay/',
  'core/pay/',
  // The Send views (their own chunk, on the first open of WalletSend).
  'ui-react/modal/views/send/',
  // The Swap view (its own chunk, on its first open) and core's swap session (the use cases' chunk).
  'ui-react/modal/views/swap/',
  'core/swap/createSwapSession.ts',
  'core/swap/startSwapSession.ts',
  'core/swap/executeSwap.ts',
  'node_modules/uqr/',
  // The Tokens tab's wallet assets (EIP-7811), in the Account loaders' chunk (on the first Tokens read).
  'core/portfolio/readWalletAssets.ts',
  'core/portfolio/assetToBalance.ts',
  'core/portfolio/walletAssetsSchema.ts',
]

describe('the host page’s initial chunks (vite build)', () => {
  it('behavior: with the instance in the bundle: its facade, the buttons and the hooks; not the instance’s code, nothing a use loads', async () => {
    const initial = await initialModules('host-page')

    expect(initial).toEqual(expect.arrayContaining(['composition/createWalletport.ts', 'core/Walletport.ts', 'ui-react/ConnectButton.tsx']))
    expect(initial.filter((id) => LAZY_ONLY.some((lazy) => id.startsWith(lazy)))).toEqual([])
  }, 60_000)

  it('behavior: with ViemChainAdapter in the bundle: its shell only, not its discovery and sessions, nor viem', async () => {
    const initial = await initialModules('adapter-page')

    expect(initial).toContain('adapters/evm/ViemChainAdapter.ts')
    expect(initial.filter((id) => LAZY_ONLY.some((lazy) => id.startsWith(lazy)))).toEqual([])
  }, 60_000)

  it('behavior: with the provider’s loader: the buttons and the hooks only; not even the core', async () => {
    const initial = await initialModules('host-page-lazy')

    expect(initial).toContain('ui-react/ConnectButton.tsx')
    const core = ['composition/', 'core/Walletport.ts', 'core/options/parseOptions.ts', 'node_modules/inversify', 'node_modules/@inversifyjs/']
    expect(initial.filter((id) => [...LAZY_ONLY, ...core].some((lazy) => id.startsWith(lazy)))).toEqual([])
  }, 60_000)

  it('behavior: React in the bundle, as a host page ships it: one initial file on each page, the bundler’s runtime helpers inside it', async () => {
    // Rolldown hosts its helpers (namespace objects, CommonJS wrappers) in the entry only when every
    // lazy chunk that needs one also imports the entry; a React-free core chunk needing one (a module
    // both imported and the target of an import()) puts them in a second initial file, a request more.
    for (const fixture of ['adapter-page-lazy', 'adapter-page'] as const) {
      const { initial } = await hostPageChunks(fixture, { react: 'bundled' })

      expect(initial.map((chunk) => chunk.fileName), fixture).toHaveLength(1)
    }
  }, 60_000)
})
