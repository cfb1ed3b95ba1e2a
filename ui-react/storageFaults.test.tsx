// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryWebStorage } from '../test-doubles/InMemoryWebStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { ConnectButton } from './ConnectButton.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

// Fault: the page's localStorage is disabled (reading it throws: a private window, a sandboxed
// iframe) or full (setItem throws QuotaExceededError). The instance builds its default storage
// from this window; the visitor connects through the provider, the button and the modal.
const original = Object.getOwnPropertyDescriptor(window, 'localStorage')

afterEach(() => {
  if (original) Object.defineProperty(window, 'localStorage', original)
})

function setup() {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })
  const clock = new ManualClock()
  const logger = new BufferedLogger({ clock, level: 'silent' })
  const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [chain], clock, logger })
  return { walletport, logger }
}

async function connectThroughTheModal(walletport: ReturnType<typeof setup>['walletport']): Promise<void> {
  const { user } = renderWithWalletport(<ConnectButton />, { walletport })
  await user.click(screen.getByRole('button', { name: /Connect/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  await user.click(within(dialog).getByRole('button', { name: /Fake Wallet/ }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await screen.findByRole('button', { name: /0xf39f…2266/ })
}

const loud = (logger: BufferedLogger) => logger.entries().filter((entry) => entry.level === 'error' || entry.level === 'warn')

describe('WalletportProvider with a broken localStorage', () => {
  it('behavior: disabled (the getter throws) → the visitor connects; no alert on the page, no warning', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const { walletport, logger } = setup()

    await connectThroughTheModal(walletport)

    expect(screen.queryByRole('alert')).toBeNull()
    expect(loud(logger)).toEqual([])
  })

  it('behavior: full (setItem throws QuotaExceededError) → the visitor connects; nothing written, no alert, at most a debug log', async () => {
    const web = new InMemoryWebStorage({ quotaChars: 'walletport:__probe__'.length + 1 })
    Object.defineProperty(window, 'localStorage', { configurable: true, value: web })
    const { walletport, logger } = setup()

    await connectThroughTheModal(walletport)

    expect(web.length).toBe(0)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(loud(logger)).toEqual([])
  })
})
