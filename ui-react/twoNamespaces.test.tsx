// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Balance } from '../core/index.js'
import { solana, solanaDevnet } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { FAKE_SOLANA_ADDRESS, FAKE_SOLANA_CONNECTOR, renderWithWalletport, setupTwoNamespaces } from './testing/renderWalletport.js'

// An EVM and a Solana fake wallet beside each other, through the real modal.
const USDC: Balance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: solana.caipNetworkId,
  address: `${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
  price: 0,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

async function render(connect: readonly ('eip155' | 'solana')[], solanaWallet: Parameters<typeof setupTwoNamespaces>[1] = {}) {
  const context = setupTwoNamespaces({}, solanaWallet)
  const rendered = renderWithWalletport(<ConnectButton />, { walletport: context.walletport })
  await act(() => context.walletport.ready)
  for (const namespace of connect) {
    await act(() => context.walletport.connect({ connectorId: namespace === 'solana' ? FAKE_SOLANA_CONNECTOR.id : FAKE_CONNECTOR_ID, namespace }))
  }
  return { ...context, ...rendered }
}

async function openNetworks(context: Awaited<ReturnType<typeof render>>) {
  act(() => context.walletport.open())
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await context.user.click(within(dialog).getByRole('button', { name: /^Network: / }))
  await within(dialog).findByRole('heading', { name: 'Choose a network' })
  return dialog
}

describe('two namespaces in the modal', () => {
  it('SwitchActiveChain: a Solana network while only EVM is connected says a Solana wallet is needed, then lists only Solana wallets; the connect ends on the picked network', async () => {
    const context = await render(['eip155'])
    const dialog = await openNetworks(context)
    const networks = within(dialog).getByRole('list', { name: 'Networks' })
    expect(within(networks).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ethereum', 'Polygon', 'Solana', 'Solana Devnet'].map((name) => expect.stringContaining(name)))

    await context.user.click(within(networks).getByRole('button', { name: /Solana Devnet/ }))
    await within(dialog).findByRole('heading', { name: 'Connect another wallet' })
    expect(dialog.textContent).toContain('To use Solana Devnet, connect a wallet for Solana.')
    expect(context.walletport.getNetwork().namespace).toBe('eip155')

    await context.user.click(within(dialog).getByRole('button', { name: 'Connect a wallet for Solana' }))
    await within(dialog).findByRole('heading', { name: 'Connect a wallet' })
    const wallets = within(dialog).getByRole('region', { name: 'Wallets for Solana' })
    expect(within(wallets).getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringContaining('Fake Solana Wallet')])
    expect(within(dialog).queryByRole('button', { name: /All wallets/ })).toBeNull()
    expect(context.walletport.getRoute().history.map((entry) => entry.view)).toEqual(['Account', 'Networks', 'Connect'])

    await context.user.click(within(wallets).getByRole('button', { name: /Fake Solana Wallet/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(context.sol.callsTo('connect').map((call) => call.network)).toEqual([solanaDevnet])
    expect(context.walletport.getNetwork()).toMatchObject({ namespace: 'solana', caipNetwork: solanaDevnet })
    expect(context.walletport.getAccount('eip155').status).toBe('connected')
    expect(screen.getByRole('button', { name: /9WzD/ })).toBeTruthy()
  })

  it('Networks: a network of the connected other namespace makes it active and returns to Account, which follows it', async () => {
    const context = await render(['solana', 'eip155'])
    const dialog = await openNetworks(context)
    await context.user.click(within(dialog).getByRole('button', { name: /^Solana$/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(within(dialog).getByRole('button', { name: 'Network: Solana' })).toBeTruthy()
    expect(context.walletport.getAccount().address).toBe(FAKE_SOLANA_ADDRESS)
    expect(context.evm.callsTo('switchNetwork')).toEqual([])
  })

  it('Connect: lists the wallets of every namespace, and a Solana wallet connects in solana', async () => {
    const context = await render([])
    act(() => context.walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    const installed = within(dialog).getByRole('list', { name: 'Installed' })
    expect(within(installed).getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/Fake Wallet/), expect.stringMatching(/Fake Solana Wallet/)])
    await context.user.click(within(installed).getByRole('button', { name: /Fake Solana Wallet/ }))
    await waitFor(() => expect(context.walletport.getAccount('solana').status).toBe('connected'))
    expect([context.evm.callsTo('connect').length, context.sol.callsTo('connect').length]).toEqual([0, 1])
  })

  it('Account: with two wallets, disconnect offers this wallet or all; this wallet leaves the other one current', async () => {
    const context = await render(['eip155', 'solana'])
    act(() => context.walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).queryByRole('button', { name: 'Disconnect' })).toBeNull()
    await context.user.click(within(dialog).getByRole('button', { name: 'Disconnect this wallet' }))
    await waitFor(() => expect(context.walletport.getAccount('solana').status).toBe('disconnected'))
    expect(context.walletport.getAccount()).toMatchObject({ status: 'connected', address: context.walletport.getAccount('eip155').address })

    act(() => context.walletport.open())
    const reopened = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(reopened).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(within(reopened).queryByRole('button', { name: 'Disconnect all wallets' })).toBeNull()
  })

  it('Account: Disconnect all wallets ends both connections', async () => {
    const context = await render(['eip155', 'solana'])
    act(() => context.walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    await context.user.click(within(dialog).getByRole('button', { name: 'Disconnect all wallets' }))
    await waitFor(() => expect(context.walletport.getState().connections).toEqual([]))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('Account on Solana: tokens from the chain; Activity and NFTs say they are not available on this network; no name registration', async () => {
    const context = await render(['solana'], { tokenBalances: [USDC] })
    act(() => context.walletport.open())
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    const tokens = await within(dialog).findByRole('list', { name: 'Tokens' })
    expect(within(tokens).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['SolanaNo price—0 SOL', 'USD CoinNo price—12.5 USDC'])
    expect(within(dialog).queryByRole('button', { name: /name/i })).toBeNull()

    await context.user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect(await within(dialog).findByText('Activity is not available on this network.')).toBeTruthy()
    await context.user.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect(await within(dialog).findByText('NFTs are not available on this network.')).toBeTruthy()
  })
})
