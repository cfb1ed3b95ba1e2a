/* eslint-disable no-restricted-imports -- test-only support: builds real instances with the doubles; never reached from ui-react/index.ts (bundle.test.ts checks) */
import { cleanup, render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import { BufferedLogger, type Connector, type WalletportOptions } from '../../core/index.js'
import { mainnet, polygon, solana, solanaDevnet } from '../../core/network/index.js'
import { FakeChainAdapter, type FakeChainAdapterOptions } from '../../test-doubles/FakeChainAdapter.js'
import { FakeEmbeddedWalletFrame } from '../../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { WalletportProvider, type WalletportProviderProps } from '../WalletportProvider.js'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** The address the fake wallet connects with (anvil's first account). */
export const FAKE_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** A real instance over the doubles: a fake EVM wallet on mainnet that knows mainnet and Polygon. */
export function setupWalletport(options: Partial<WalletportOptions> = {}, wallet: FakeChainAdapterOptions = {}) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], ...wallet })
  const clock = new ManualClock()
  const walletport = createWalletport({ networks: [mainnet, polygon], ...options }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock })
  return { walletport, chain, clock }
}

/**
 * A real instance with email login: projectId 'p1', `features.email` on, the fake embedded
 * wallet frame (it accepts the code FAKE_OTP) and the fake EVM wallet.
 */
export function setupEmailWalletport(options: Partial<WalletportOptions> = {}, wallet: FakeChainAdapterOptions = {}, frame = new FakeEmbeddedWalletFrame()) {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], ...wallet })
  const clock = new ManualClock()
  const walletport = createWalletport(
    { networks: [mainnet, polygon], projectId: 'p1', ...options, features: { email: true, ...options.features } },
    // Silent: a test that fails the frame's load on purpose would print its error log.
    { chainAdapters: [chain], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock, logger: new BufferedLogger({ clock, level: 'silent' }) },
  )
  return { walletport, chain, clock, frame }
}

/** The Solana fake's connector in `setupTwoNamespaces` (its own id, so both wallets are listed). */
export const FAKE_SOLANA_CONNECTOR: Connector = { id: 'fake-solana', type: 'ANNOUNCED', name: 'Fake Solana Wallet', chain: 'solana', installed: true }

/** The address the Solana fake connects with. */
export const FAKE_SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/**
 * A real instance with two fake wallets: EVM (mainnet, Polygon) and Solana (mainnet-beta,
 * devnet), both namespaces configured. `solanaWallet` adds to the Solana fake's options.
 */
export function setupTwoNamespaces(options: Partial<WalletportOptions> = {}, solanaWallet: FakeChainAdapterOptions = {}) {
  const evm = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const sol = new FakeChainAdapter({ namespace: 'solana', connectors: [FAKE_SOLANA_CONNECTOR], knownChainIds: [solana.id, solanaDevnet.id], ...solanaWallet })
  const clock = new ManualClock()
  const walletport = createWalletport(
    { networks: [mainnet, polygon, solana, solanaDevnet], ...options },
    { chainAdapters: [evm, sol], storage: new InMemoryStorage(), clock },
  )
  return { walletport, evm, sol, clock }
}

/** Renders `ui` inside a `<WalletportProvider>` and returns Testing Library's handles plus a user. */
export function renderWithWalletport(
  ui: ReactNode,
  props: Omit<WalletportProviderProps, 'children'>,
): RenderResult & { readonly user: UserEvent } {
  const user = userEvent.setup()
  const result = render(<WalletportProvider {...props}>{ui}</WalletportProvider>)
  return { ...result, user }
}
