/** @jsxImportSource react */
/**
 * `/?wagmi`: the demo as a wagmi dapp. walletport's buttons and modal connect; every panel below is
 * written against wagmi's hooks only, on the config `createWagmiBridge` gives. A chunk of its own
 * (with wagmi and react-query), loaded only on this page. In your app the import is 'walletport/wagmi'.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import {
  useBalance,
  useChainId,
  useChains,
  useConnection,
  useDisconnect,
  useReadContract,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
  type Config,
} from 'wagmi'
import { createWagmiBridge } from '../../adapters/wagmi/index.js'
import type { Walletport } from '../../core/index.js'
import { ConnectButton, NetworkButton } from '../../ui-react/index.js'
import { RECIPIENT } from '../App.js'
import { describeError } from '../describeError.js'
import { Panel, Row } from '../Panel.js'
import { DEMO_DUSD } from '../payDemo.js'

/** The page's wagmi config over the demo's walletport: one per instance. */
const configs = new WeakMap<Walletport, Config>()
const queryClient = new QueryClient()

/** The wagmi page: WagmiProvider and QueryClientProvider around the header and the wagmi panels. */
export function WagmiDemo({ walletport }: { readonly walletport: Walletport }) {
  let config = configs.get(walletport)
  if (!config) configs.set(walletport, (config = createWagmiBridge({ walletport })))
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <header className="topbar">
          <a className="brand" href="./?wagmi">
            <span className="brand__mark" aria-hidden="true" />
            walletport <span className="brand__tag">+ wagmi</span>
          </a>
          <nav className="topbar__wallet" aria-label="Wallet">
            <NetworkButton />
            <ConnectButton />
          </nav>
        </header>
        <main className="page">
          <section className="intro">
            <h1>A wagmi dapp, connected with walletport</h1>
            <p>
              Connect in walletport&apos;s modal; the panels below use wagmi&apos;s hooks only (<code>useConnection</code>, <code>useBalance</code>,{' '}
              <code>useWriteContract</code>, <code>useSwitchChain</code>…) on the config <code>createWagmiBridge</code> gives.
            </p>
          </section>
          <div className="grid">
            <div className="column">
              <WagmiAccountPanel />
            </div>
            <div className="column">
              <WagmiTokenPanel />
              <WagmiSignPanel />
            </div>
          </div>
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function WagmiAccountPanel() {
  const { address, status } = useConnection()
  const chainId = useChainId()
  const chains = useChains()
  const balance = useBalance({ address })
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  return (
    <Panel title="wagmi: account" id="wagmi-account">
      <dl className="rows">
        <Row label="Status" testId="wagmi-status">{status}</Row>
        <Row label="Address" testId="wagmi-address">{address ?? '—'}</Row>
        <Row label="Chain" testId="wagmi-chain">{chainId}</Row>
        <Row label="Balance" testId="wagmi-balance">{balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '—'}</Row>
      </dl>
      <div className="stack">
        {chains.map((chain) => (
          <button key={chain.id} type="button" disabled={status !== 'connected' || chain.id === chainId} onClick={() => switchChain.mutate({ chainId: chain.id })}>
            Switch to {chain.name}
          </button>
        ))}
        <button type="button" className="button button--secondary" disabled={status !== 'connected'} onClick={() => disconnect.mutate({})}>
          Disconnect (wagmi)
        </button>
      </div>
      {switchChain.error ? <p role="alert">{describeError(switchChain.error)}</p> : null}
    </Panel>
  )
}

function WagmiTokenPanel() {
  const { address, status } = useConnection()
  const held = useReadContract({ address: DEMO_DUSD, abi: erc20Abi, functionName: 'balanceOf', args: address ? [address] : undefined, query: { enabled: Boolean(address) } })
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const [refetched, setRefetched] = useState<string>()
  if (receipt.data && refetched !== receipt.data.transactionHash) {
    setRefetched(receipt.data.transactionHash)
    void held.refetch()
  }
  return (
    <Panel title="wagmi: DUSD (useReadContract, useWriteContract)" id="wagmi-token">
      <dl className="rows">
        <Row label="DUSD held" testId="wagmi-dusd">{held.data !== undefined ? formatUnits(held.data, 6) : '—'}</Row>
        <Row label="Transfer" testId="wagmi-transfer">{receipt.data ? `${receipt.data.status}: ${receipt.data.transactionHash}` : write.isPending ? 'confirm in your wallet…' : write.error ? describeError(write.error) : '—'}</Row>
      </dl>
      <div className="stack">
        <button type="button" className="button button--secondary" disabled={status !== 'connected'} onClick={() => write.mutate({ address: DEMO_DUSD, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseUnits('1', 6)] })}>
          Transfer 1 DUSD
        </button>
      </div>
    </Panel>
  )
}

function WagmiSignPanel() {
  const { status } = useConnection()
  const sign = useSignMessage()
  return (
    <Panel title="wagmi: sign (useSignMessage)" id="wagmi-sign">
      <dl className="rows">
        <Row label="Signature" testId="wagmi-signature">{sign.data ?? (sign.error ? describeError(sign.error) : '—')}</Row>
      </dl>
      <div className="stack">
        <button type="button" className="button button--secondary" disabled={status !== 'connected'} onClick={() => sign.mutate({ message: 'Hello from a wagmi dapp' })}>
          Sign a message
        </button>
      </div>
    </Panel>
  )
}
