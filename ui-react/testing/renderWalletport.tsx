/* eslint-disable no-restricted-imports -- test-only support: builds real instances with the doubles; never reached from ui-react/index.ts (bundle.test.ts checks) */
import { cleanup, render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { createWalletport } from '../../composition/createWalletport.js'
import type { WalletportOptions } from '../../core/index.js'
import { mainnet, polygon } from '../../core/network/index.js'
import { FakeChainAdapter, type FakeChainAdapterOptions } from '../../test-doubles/FakeChainAdapter.js'
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

/** Renders `ui` inside a `<WalletportProvider>` and returns Testing Library's handles plus a user. */
export function renderWithWalletport(
  ui: ReactNode,
  props: Omit<WalletportProviderProps, 'children'>,
): RenderResult & { readonly user: UserEvent } {
  const user = userEvent.setup()
  const result = render(<WalletportProvider {...props}>{ui}</WalletportProvider>)
  return { ...result, user }
}
