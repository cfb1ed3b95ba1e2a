// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_ADDRESS, FAKE_SOLANA_ADDRESS, FAKE_SOLANA_CONNECTOR, setupTwoNamespaces, setupWalletport } from './testing/renderWalletport.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useModalState } from './useModalState.js'
import { useNetwork } from './useNetwork.js'
import { useWalletInfo } from './useWalletInfo.js'
import { useWalletport } from './useWalletport.js'
import { WalletportProvider } from './WalletportProvider.js'
import type { Walletport } from '../core/index.js'

const wrapperFor = (walletport: Walletport) =>
  function Wrapper({ children }: { readonly children?: ReactNode }) {
    return <WalletportProvider walletport={walletport}>{children}</WalletportProvider>
  }

describe('hooks', () => {
  it('useAccount: connected fields, balance and symbol', async () => {
    const { walletport, chain } = setupWalletport()
    chain.setBalance(FAKE_ADDRESS, mainnet, 2n * 10n ** 18n)
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(walletport) })
    expect(result.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    await waitFor(() => expect(result.current.balance).toBe('2'))
    expect(result.current).toMatchObject({
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      isConnected: true,
      status: 'connected',
      balanceSymbol: 'ETH',
    })
    expect(result.current.allAccounts.map((account) => account.address)).toEqual([FAKE_ADDRESS])
  })

  it('useAccount: balanceError while the balance read fails (every RPC down), undefined again once a read succeeds', async () => {
    const { walletport, chain } = setupWalletport()
    chain.setBalance(FAKE_ADDRESS, mainnet, 2n * 10n ** 18n).failNext('getBalance', new Error('every RPC URL is down'))
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(walletport) })
    expect(result.current.balanceError).toBeUndefined()
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    await waitFor(() => expect(result.current.balanceError).toBe('Token Balance Unavailable'))
    expect(result.current).toMatchObject({ isConnected: true, balance: undefined })

    await act(() => walletport.refreshBalance({ force: true }))

    await waitFor(() => expect(result.current.balance).toBe('2'))
    expect(result.current.balanceError).toBeUndefined()
  })

  it('parameters: useAccount(namespace) of a namespace without networks is a stable disconnected snapshot', () => {
    const { walletport } = setupWalletport()
    const { result, rerender } = renderHook(() => useAccount('solana'), { wrapper: wrapperFor(walletport) })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first.isConnected).toBe(false)
  })

  it('behavior: stable snapshots — a consumer re-renders only when its own slice changes', async () => {
    const { walletport } = setupWalletport()
    const renders = { account: 0, network: 0, modal: 0 }
    function Account() {
      useAccount()
      renders.account += 1
      return null
    }
    function Network() {
      useNetwork()
      renders.network += 1
      return null
    }
    function Modal() {
      useModalState()
      renders.modal += 1
      return null
    }
    render(
      <WalletportProvider walletport={walletport}>
        <Account />
        <Network />
        <Modal />
      </WalletportProvider>,
    )
    expect(renders).toEqual({ account: 1, network: 1, modal: 1 })
    // Switching while disconnected changes the network only.
    await act(() => walletport.switchNetwork(polygon))
    expect(renders).toEqual({ account: 1, network: 2, modal: 1 })
    // Opening changes the modal only (the router already was on Connect).
    act(() => walletport.open())
    expect(renders.account).toBe(1)
    expect(renders.network).toBe(2)
    expect(renders.modal).toBe(2)
  })

  it('behavior: unmounting unsubscribes from the instance', () => {
    const { walletport } = setupWalletport()
    let subscribed = 0
    const original = walletport.state$.subscribe.bind(walletport.state$)
    Object.defineProperty(walletport.state$, 'subscribe', {
      value: (...args: Parameters<typeof original>) => {
        subscribed += 1
        const subscription = original(...args)
        const unsubscribe = subscription.unsubscribe.bind(subscription)
        subscription.unsubscribe = () => {
          subscribed -= 1
          unsubscribe()
        }
        return subscription
      },
    })
    const { unmount } = renderHook(() => [useAccount(), useNetwork(), useWalletInfo()], { wrapper: wrapperFor(walletport) })
    expect(subscribed).toBeGreaterThan(0)
    unmount()
    expect(subscribed).toBe(0)
  })

  it('useNetwork: active network, support flag and switchNetwork', async () => {
    const { walletport } = setupWalletport()
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(walletport) })
    expect(result.current).toMatchObject({ chainId: 1, isSupported: true })
    expect(result.current.caipNetwork?.name).toBe('Ethereum')
    await act(() => result.current.switchNetwork(polygon))
    expect(result.current.chainId).toBe(137)
    expect(result.current.requestedCaipNetworks.map((network) => network.id)).toEqual([1, 137])
  })

  it('useWalletInfo and useDisconnect: the connected wallet, then nothing after disconnect', async () => {
    const { walletport } = setupWalletport()
    const { result } = renderHook(() => ({ info: useWalletInfo(), disconnect: useDisconnect() }), { wrapper: wrapperFor(walletport) })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(result.current.info.walletInfo?.name).toBe('Fake Wallet')
    const { disconnect } = result.current.disconnect
    await act(() => disconnect())
    expect(result.current.info.walletInfo).toBeUndefined()
    expect(result.current.disconnect.disconnect).toBe(disconnect)
  })

  it('useDisconnect: disconnectAll ends the connections of both namespaces; useAccount(namespace) reads either', async () => {
    const { walletport } = setupTwoNamespaces()
    const { result } = renderHook(() => ({ disconnect: useDisconnect(), evm: useAccount('eip155'), sol: useAccount('solana') }), { wrapper: wrapperFor(walletport) })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID, namespace: 'eip155' }))
    await act(() => walletport.connect({ connectorId: FAKE_SOLANA_CONNECTOR.id, namespace: 'solana' }))
    expect([result.current.evm.isConnected, result.current.sol.address]).toEqual([true, FAKE_SOLANA_ADDRESS])
    await act(() => result.current.disconnect.disconnectAll())
    expect([result.current.evm.isConnected, result.current.sol.isConnected]).toEqual([false, false])
  })

  it('useWalletport and useModalState: open and close, with the view', () => {
    const { walletport } = setupWalletport()
    const { result } = renderHook(() => ({ modal: useWalletport(), state: useModalState() }), { wrapper: wrapperFor(walletport) })
    const { open, close } = result.current.modal
    act(() => open({ view: 'Networks' }))
    expect(result.current.state).toEqual({ open: true, view: 'Networks', loading: false })
    act(() => {
      close()
    })
    expect(result.current.state.open).toBe(false)
    expect(result.current.modal.walletport).toBe(walletport)
    expect(result.current.modal.open).toBe(open)
  })

  it('behavior: works under StrictMode (double render and effects)', async () => {
    const { walletport } = setupWalletport()
    const { result, unmount } = renderHook(() => useAccount(), {
      wrapper: ({ children }) => (
        <StrictMode>
          <WalletportProvider walletport={walletport}>{children}</WalletportProvider>
        </StrictMode>
      ),
    })
    await act(() => walletport.connect({ connectorId: FAKE_CONNECTOR_ID }))
    expect(result.current.isConnected).toBe(true)
    unmount()
  })

  it('behavior: a hook outside the provider throws a clear error', () => {
    expect(() => renderHook(() => useAccount())).toThrow(/WalletportProvider/)
  })
})
