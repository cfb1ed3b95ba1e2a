// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import type { Features } from '../core/index.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryProjectConfig } from '../test-doubles/InMemoryProjectConfig.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

async function openAccount(projectConfig: InMemoryProjectConfig, features?: Features) {
  const clock = new ManualClock()
  const walletport = createWalletport(
    { networks: [mainnet, polygon], ...(features ? { features } : {}) },
    { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), clock, projectConfig },
  )
  renderWithWalletport(null, { walletport })
  await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
  act(() => {
    walletport.open()
    // The open's zero-delay timer starts the config load.
    clock.advance(0)
  })
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { walletport, dialog }
}

const tabNames = (dialog: HTMLElement) => within(dialog).getAllByRole('tab').map((tab) => tab.textContent)

describe('remote feature flags in the modal', () => {
  it("behavior: the project's activity flag off drops the Activity tab once the config arrives", async () => {
    const { dialog } = await openAccount(new InMemoryProjectConfig({ features: { activity: false }, allowedOrigins: ['http://localhost:*'] }))

    await waitFor(() => expect(tabNames(dialog)).toEqual(['Tokens', 'NFTs']))
  })

  it('behavior: the remote flag wins over an explicit local choice, and the core says so', async () => {
    const { dialog, walletport } = await openAccount(new InMemoryProjectConfig({ features: { activity: true }, allowedOrigins: ['http://localhost:*'] }), { history: false })

    await waitFor(() => expect(tabNames(dialog)).toEqual(['Tokens', 'NFTs', 'Activity']))
    expect(walletport.getRemoteConfig().overridden).toEqual([{ feature: 'activity', local: false, remote: true }])
    expect(walletport.logger.entries().some((entry) => entry.level === 'warn' && entry.message.includes('Local configuration ignored'))).toBe(true)
  })

  it('behavior: the config failing (503) keeps the local options', async () => {
    const { HttpRequestError } = await import('../core/index.js')
    const config = new InMemoryProjectConfig({ features: { activity: false }, allowedOrigins: ['http://localhost:*'] }).failAlways(
      'getFeatures',
      new HttpRequestError({ url: 'memory://config', method: 'GET', status: 503 }),
    )
    const { dialog } = await openAccount(config)

    expect(await within(dialog).findByText('Server Error')).toBeTruthy()
    expect(tabNames(dialog)).toEqual(['Tokens', 'NFTs', 'Activity'])
  })
})
