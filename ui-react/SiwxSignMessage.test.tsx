// @vitest-environment jsdom
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { createWalletport } from '../composition/createWalletport.js'
import { UserRejectedRequestError, type SiwxConfig, type Walletport, type WalletportOptions } from '../core/index.js'
import { MODAL } from '../core/internal.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { LocalSiwx, type LocalSiwxOptions } from '../core/siwx/LocalSiwx.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { flushMicrotasks, ManualClock } from '../test-doubles/ManualClock.js'
import { fakeSiwxVerifier } from '../tests/support/siwx/fakeSiwxVerifier.js'
import { delegateTo } from '../tests/support/siwx/siwxSetup.js'
import { ConnectButton } from './ConnectButton.js'
import { loadModal } from './loadModal.js'
import { FAKE_ADDRESS, renderWithWalletport } from './testing/renderWalletport.js'
import { useSiwx } from './useSiwx.js'
import { WalletportProvider } from './WalletportProvider.js'

// The modal chunk and both catalogues loaded up front: a cold import must not eat a test's wait for the dialog.
beforeAll(async () => {
  await Promise.all([loadModal('en'), loadModal('de')])
})

interface Setup {
  readonly local?: Partial<LocalSiwxOptions>
  readonly options?: Partial<WalletportOptions>
  readonly chain?: FakeChainAdapter
  /** Wraps the LocalSiwx, e.g. to break one method. */
  readonly wrap?: (local: LocalSiwx) => SiwxConfig
}

/** A real instance with a LocalSiwx (app.example, required unless said otherwise) on the fake wallet, rendered with a ConnectButton. */
function setup({ local = {}, options = {}, chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] }), wrap }: Setup = {}) {
  const storage = new InMemoryStorage()
  const clock = new ManualClock()
  const localSiwx = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage, clock, verifiers: [fakeSiwxVerifier()], required: true, ...local })
  const walletport = createWalletport(
    { networks: [mainnet, polygon], metadata: { name: 'Example App', description: '', url: 'https://app.example', icons: [] }, siwx: wrap ? wrap(localSiwx) : localSiwx, ...options },
    { chainAdapters: [chain], storage, clock, logger: new BufferedLogger({ clock, level: 'silent' }) },
  )
  const rendered = renderWithWalletport(<ConnectButton />, { walletport })
  return { walletport, chain, clock, storage, ...rendered }
}

/** Connects the fake wallet; the core opens SIWXSignMessage (no stored session). */
async function connectToSignView(walletport: Walletport) {
  await act(async () => {
    await walletport.ready
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
  })
  const dialog = await screen.findByRole('dialog', { name: /^(Sign in|Anmelden)$/ })
  expect(dialog.getAttribute('data-view')).toBe('SIWXSignMessage')
  return dialog
}

describe('SIWXSignMessage', () => {
  it('behavior: names the app and the wallet, says cancelling disconnects when required, and offers Sign and Cancel', async () => {
    const { walletport } = setup()
    const dialog = await connectToSignView(walletport)
    expect(within(dialog).getByRole('heading', { name: 'Example App wants you to sign in' })).toBeTruthy()
    expect(dialog.textContent).toContain('Sign a message in Fake Wallet to prove you own this wallet.')
    expect(dialog.textContent).toContain('cancelling disconnects your wallet')
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('behavior: Sign asks the wallet (Signing…, busy), then the session is stored and the modal closes', async () => {
    const { walletport, chain, user } = setup()
    const dialog = await connectToSignView(walletport)
    const held = chain.holdNext('signMessage')
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await held.whenReached
    const busy = await within(dialog).findByRole('button', { name: 'Signing…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(within(dialog).getByRole('status').textContent).toBe('Approve the signature request in Fake Wallet.')
    // A second press while the wallet is asked asks nothing more.
    await user.click(busy)
    await act(async () => {
      held.release()
      await flushMicrotasks()
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(chain.callsTo('signMessage')).toHaveLength(1)
    expect(walletport.getSiwx()).toMatchObject({ status: 'signedIn' })
    expect(walletport.getSiwx().session?.data.accountAddress).toBe(FAKE_ADDRESS)
  })

  it('behavior: keyboard only — focus starts on Cancel (the choice that signs nothing), Tab reaches Sign, Enter signs', async () => {
    const { walletport, chain, user } = setup()
    const dialog = await connectToSignView(walletport)
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Sign' }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(chain.callsTo('signMessage')).toHaveLength(1)
  })

  it("behavior: a declined signature says 'Signature declined' and stays on the view; Sign again works", async () => {
    const { walletport, chain, user } = setup()
    const dialog = await connectToSignView(walletport)
    chain.failNext('signMessage', new UserRejectedRequestError())
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined')
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dialog.getAttribute('data-view')).toBe('SIWXSignMessage')

    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getSiwx().status).toBe('signedIn')
  })

  it("behavior: a smart account's decline says 'This application might not support Smart Accounts' instead", async () => {
    const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137], accounts: [{ namespace: 'eip155', address: FAKE_ADDRESS, type: 'smartAccount' }] })
    const { walletport, user } = setup({ chain })
    const dialog = await connectToSignView(walletport)
    chain.failNext('signMessage', new Error('AA23 reverted'))
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This application might not support Smart Accounts')
    expect(dialog.textContent).not.toContain('Signature declined')
  })

  it("behavior: a setup failure toasts 'A problem occurred while trying initialize authentication', disconnects and resets to Connect", async () => {
    const { walletport, chain, user } = setup({
      wrap: (local) => ({ ...delegateTo(local), createMessage: () => Promise.reject(new Error('nonce endpoint down')) }),
    })
    const dialog = await connectToSignView(walletport)
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect(await screen.findByText('A problem occurred while trying initialize authentication')).toBeTruthy()
    await waitFor(() => expect(walletport.getAccount().status).toBe('disconnected'))
    expect(walletport.getRoute().view).toBe('Connect')
    expect(chain.callsTo('signMessage')).toHaveLength(0)
  })

  it('behavior: a setup failure before the modal ever opened (the silent session check) still toasts, once', async () => {
    const { walletport } = setup({
      wrap: (local) => ({ ...delegateTo(local), getSessions: () => Promise.reject(new Error('session store down')) }),
    })
    // A programmatic connect: nobody opened the modal, so its chunk is not loaded yet.
    await act(async () => {
      await walletport.ready
      await walletport.connect({ connectorId: FAKE_CONNECTOR_ID }).catch(() => undefined)
      await flushMicrotasks()
    })
    expect(await screen.findByText('A problem occurred while trying initialize authentication')).toBeTruthy()
    await waitFor(() => expect(walletport.getAccount().status).toBe('disconnected'))
    expect(screen.getAllByText('A problem occurred while trying initialize authentication')).toHaveLength(1)
  })

  it('behavior: Cancel disconnects when sign-in is required', async () => {
    const { walletport, user } = setup()
    const dialog = await connectToSignView(walletport)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getRoute().view).toBe('Connect')
  })

  it('parameters: not required — Cancel only closes (still connected), no disconnect hint, and Escape closes', async () => {
    const { walletport, user } = setup({ local: { required: false } })
    const dialog = await connectToSignView(walletport)
    expect(dialog.textContent).not.toContain('cancelling disconnects')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletport.getAccount().status).toBe('connected')

    act(() => walletport.open({ view: 'SIWXSignMessage' }))
    await screen.findByRole('dialog', { name: 'Sign in' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('behavior: reached from the connect flow in an open modal, it has no Back (the way around a required sign-in)', async () => {
    const { walletport, chain, user } = setup()
    await act(() => walletport.ready)
    // The wallet answers only once the sign-in check has had its turn, so the view is pushed onto an open modal.
    const held = chain.holdNext('connect')
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.click(within(connect).getByRole('button', { name: /Fake Wallet/ }))
    await held.whenReached
    await act(async () => {
      held.release()
      await flushMicrotasks()
    })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    expect(walletport.getRoute().history.map((entry) => entry.view)).toEqual(['SIWXSignMessage'])
  })

  it('behavior: while required and without a session, Escape, Close and the overlay are refused and the modal shakes', async () => {
    const { walletport, clock, user } = setup()
    const dialog = await connectToSignView(walletport)
    await user.keyboard('{Escape}')
    expect(walletport.getModal()).toMatchObject({ open: true, shake: true })
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    expect(within(dialog).getByRole('alert').textContent).toMatch(/can't be skipped/)

    act(() => clock.advance(MODAL.shakeMs))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(walletport.getModal().shake).toBe(true)
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(walletport.getAccount().status).toBe('connected')
  })

  it("parameters: locale 'de' — the view and the decline text ('Signature declined') in German", async () => {
    const { walletport, chain, user } = setup({ options: { locale: 'de' } })
    const dialog = await connectToSignView(walletport)
    expect(within(dialog).getByRole('heading', { name: 'Example App möchte, dass du dich anmeldest' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    chain.failNext('signMessage', new UserRejectedRequestError())
    await user.click(within(dialog).getByRole('button', { name: 'Signieren' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signatur abgelehnt')
  })
})

describe('SIWXSignMessage accessibility (axe-core; contrast is checked in the browser e2e)', () => {
  it('behavior: no serious or critical violation, waiting and declined', async () => {
    const { walletport, chain, user } = setup()
    const dialog = await connectToSignView(walletport)
    const serious = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id)
    expect(await serious()).toEqual([])
    chain.failNext('signMessage', new UserRejectedRequestError())
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await within(dialog).findByRole('alert')
    expect(await serious()).toEqual([])
  })
})

describe('useSiwx', () => {
  const wrapperFor = (walletport: Walletport) =>
    function Wrapper({ children }: { readonly children?: ReactNode }) {
      return <WalletportProvider walletport={walletport}>{children}</WalletportProvider>
    }

  it('behavior: follows the sign-in state (awaitingSignature → signedIn → signed out) with stable snapshots', async () => {
    const { walletport } = setup()
    const { result, rerender } = renderHook(() => useSiwx(), { wrapper: wrapperFor(walletport) })
    expect(result.current).toMatchObject({ enabled: true, required: true, status: 'signedOut', isSignedIn: false, session: undefined })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)

    await act(async () => {
      await walletport.ready
      await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
      await flushMicrotasks()
    })
    expect(result.current.status).toBe('awaitingSignature')
    await act(async () => {
      await result.current.signIn()
    })
    expect(result.current).toMatchObject({ status: 'signedIn', isSignedIn: true })
    expect(result.current.session?.data).toMatchObject({ domain: 'app.example', chainId: 'eip155:1', accountAddress: FAKE_ADDRESS })

    await act(async () => {
      await result.current.signOut()
    })
    // Required: signing out disconnects too.
    await waitFor(() => expect(result.current).toMatchObject({ status: 'signedOut', isSignedIn: false, session: undefined }))
    expect(walletport.getAccount().status).toBe('disconnected')
  })

  it("default: without the siwx option the status is 'disabled' and signIn rejects with 'SIWX is not enabled'", async () => {
    const walletport = createWalletport({ networks: [mainnet] }, { chainAdapters: [new FakeChainAdapter()], storage: new InMemoryStorage(), clock: new ManualClock() })
    const { result } = renderHook(() => useSiwx(), { wrapper: wrapperFor(walletport) })
    expect(result.current).toMatchObject({ enabled: false, status: 'disabled', isSignedIn: false })
    await expect(result.current.signIn()).rejects.toThrow('SIWX is not enabled')
  })
})
