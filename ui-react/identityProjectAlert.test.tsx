// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { BufferedLogger } from '../core/index.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { configHandlers, PROJECT_CONFIG_PATHS } from '../test-doubles/msw/configHandlers.js'
import { directoryHandlers } from '../test-doubles/msw/directoryHandlers.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { renderWithWalletport } from './testing/renderWalletport.js'

// The provider's services as msw plays them (real paths and wire shapes), knowing one project only.
const KNOWN_PROJECT = 'known-project'
const { server, requests } = useMswServer(
  ...blockchainApiHandlers({ projectIds: [KNOWN_PROJECT] }),
  ...configHandlers({ projectId: KNOWN_PROJECT }),
  ...directoryHandlers({ projectId: KNOWN_PROJECT }),
)

// The modal chunk loaded up front: a cold import must not eat the test's wait for the dialog.
beforeAll(async () => {
  await loadModal('en')
})

/** Every request not matched by `passes` waits until `release()` (a slow service), then gets its usual answer. */
function holdRequestsExcept(passes: (url: URL) => boolean) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.all('*', async ({ request }) => {
      if (!passes(new URL(request.url))) await gate
      return undefined
    }),
  )
  return { release }
}

const IDENTITY_CALLS = (url: URL) => url.pathname.startsWith('/v1/identity/') || url.pathname.startsWith('/v1/profile/reverse/')

describe('project alerts from calls outside the modal', () => {
  it('behavior: the identity sync at connect, refused for an unknown project id, raises Invalid Project ID on the instance; the modal shows it when it opens', async () => {
    const clock = new ManualClock()
    const logger = new BufferedLogger({ clock, level: 'debug' })
    const walletport = createWalletport(
      { networks: [mainnet, polygon], projectId: 'typo-project', features: { analytics: false, email: false, socials: [] } },
      { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), clock, logger },
    )
    const alertLines = () => logger.entries().filter((entry) => entry.level === 'error' && entry.message.includes('Invalid Project ID'))
    renderWithWalletport(<ConnectButton />, { walletport })

    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))

    // Outside the modal: only the identity sync asked the API; both its calls were refused (401).
    await waitFor(() => expect(walletport.getRemoteConfig().alert).toBe('APKT007'), { timeout: 10_000 })
    expect(walletport.getRemoteConfig().status).toBe('local')
    expect(requests.map((url) => url.pathname).filter((path) => !IDENTITY_CALLS(new URL(`https://x${path}`)))).toEqual([])
    expect(requests.filter(IDENTITY_CALLS).map((url) => url.searchParams.get('projectId'))).toEqual(['typo-project', 'typo-project'])
    expect(alertLines()).toHaveLength(1)

    // The modal's own calls (config, origins, tokens) are held: the bar shows the alert already raised.
    const slow = holdRequestsExcept(IDENTITY_CALLS)
    act(() => walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' }, { timeout: 5_000 })
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5_000 })
    expect(within(alert).getByText('Invalid Project ID')).toBeTruthy()
    expect(within(alert).getByText(/The projectId passed to walletport was not recognised/)).toBeTruthy()
    expect(walletport.getRemoteConfig().status).not.toBe('failed')

    // The open's preloads run (the config is asked), then the services answer: the config's own
    // refusal keeps the alert and does not log it again.
    await act(() => clock.advanceAsync(0))
    slow.release()
    await waitFor(() => expect(walletport.getRemoteConfig()).toMatchObject({ status: 'failed', alert: 'APKT007' }), { timeout: 10_000 })
    expect(requests.some((url) => url.pathname === PROJECT_CONFIG_PATHS.features)).toBe(true)
    expect(alertLines()).toHaveLength(1)
    walletport.destroy()
  })

  it('behavior: a known project id raises nothing (the identity sync answers)', async () => {
    const clock = new ManualClock()
    const walletport = createWalletport(
      { networks: [mainnet, polygon], projectId: KNOWN_PROJECT, features: { analytics: false, email: false, socials: [] } },
      { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })], storage: new InMemoryStorage(), clock, logger: new BufferedLogger({ clock, level: 'silent' }) },
    )
    renderWithWalletport(<ConnectButton />, { walletport })

    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    await waitFor(() => expect(requests.filter(IDENTITY_CALLS).length).toBeGreaterThan(0), { timeout: 10_000 })
    await act(async () => {
      await clock.advanceAsync(0)
    })

    expect(walletport.getRemoteConfig().alert).toBeUndefined()
    walletport.destroy()
  })
})
