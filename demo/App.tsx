/** @jsxImportSource react */
import { useState, type FormEvent } from 'react'
import { parseEther } from 'viem'
import type { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import type { WalletStandardTestWallet } from '../test-doubles/solana/WalletStandardTestWallet.js'
// In your app these come from 'walletport/react'.
import { ConnectButton, NetworkButton, useAccount, useDisconnect, useModalState, useNetwork, useWalletInfo, useWalletport } from '../ui-react/index.js'
import type { DemoChain } from './chains.js'
import { DevSolanaWalletPanel } from './devSolanaWallet/DevSolanaWalletPanel.js'
import { DEV_SOLANA_WALLET_INFO } from './devSolanaWallet/devSolanaWalletInfo.js'
import { DEV_WALLET_INFO } from './devWallet/devWalletInfo.js'
import { useDevWalletState } from './devWallet/useDevWalletState.js'
import { describeError } from './describeError.js'
import { Panel, Row } from './Panel.js'
import { PayPanel } from './PayPanel.js'
import { SiwxPanel } from './siwxPanel.js'
import { SolanaActionsPanel } from './SolanaActionsPanel.js'
import type { DemoSolana } from './solanaDemo.js'

/** Anvil's account #2: the recipient of the demo transaction. */
export const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const AMOUNT = '0.001'

/** Props of the demo page. */
export interface AppProps {
  /** The EVM chains walletport is configured with. */
  readonly chains: readonly DemoChain[]
  /** The local Solana cluster walletport is configured with. */
  readonly solana: DemoSolana
  /** The Dev Wallet (the wallet's side: its own network and account menus); undefined while its chunk loads. */
  readonly devWallet: Eip1193TestWallet | undefined
  /** The Dev Solana Wallet (the wallet's side); undefined while its chunk loads. */
  readonly devSolanaWallet: WalletStandardTestWallet | undefined
  /** Chains only the Dev Wallet knows (to try a network the app does not support). */
  readonly walletOnlyChains: readonly DemoChain[]
  /** `?siwx=required`: sign-in is on and its panel shows the session. */
  readonly siwx?: boolean
}

/** The demo host page: walletport's buttons in the header, the live state, actions and the Dev Wallet's own menu. */
export function App({ chains, solana, devWallet, devSolanaWallet, walletOnlyChains, siwx = false }: AppProps) {
  return (
    <>
      <header className="topbar">
        <a className="brand" href="./">
          <span className="brand__mark" aria-hidden="true" />
          walletport <span className="brand__tag">demo</span>
        </a>
        <nav className="topbar__wallet" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="page">
        <section className="intro">
          <h1>Connect a wallet, offline</h1>
          <p>
            Two local EVM chains and a local Solana cluster run on this machine, and a <strong>Dev Wallet</strong> and a{' '}
            <strong>Dev Solana Wallet</strong> live in this page. Press <em>Connect Wallet</em>, choose one, and approve in its own popup — or
            reject, to see what a site sees then. Connect both to hold an EVM and a Solana account at once, and switch between them from the
            Networks view. A browser wallet extension, if you have one, is listed too.
          </p>
        </section>
        <div className="grid">
          <div className="column">
            <StatePanel />
            <ChainsPanel chains={chains} />
          </div>
          <div className="column">
            {siwx ? <SiwxPanel /> : null}
            <ActionsPanel />
            <PayPanel />
            <SolanaActionsPanel solana={solana} />
          </div>
          <div className="column">
            {devWallet ? (
              <DevWalletPanel wallet={devWallet} chains={[...chains, ...walletOnlyChains]} walletOnlyChains={walletOnlyChains} />
            ) : (
              <Panel title="Dev Wallet" id="dev-wallet-title">
                <p className="muted">Starting the Dev Wallet…</p>
              </Panel>
            )}
            {devSolanaWallet ? (
              <DevSolanaWalletPanel wallet={devSolanaWallet} />
            ) : (
              <Panel title={DEV_SOLANA_WALLET_INFO.name} id="dev-solana-wallet-title">
                <p className="muted">Starting the Dev Solana Wallet…</p>
              </Panel>
            )}
          </div>
        </div>
      </main>
      <footer className="footer">Nothing here leaves 127.0.0.1: no fonts, images, analytics or APIs are fetched from anywhere else.</footer>
    </>
  )
}

/** What the hooks say, as they say it. */
function StatePanel() {
  const { status, address, balance, balanceSymbol } = useAccount()
  const { caipNetwork, chainId, isSupported } = useNetwork()
  const evm = useAccount('eip155')
  const solana = useAccount('solana')
  const { walletInfo } = useWalletInfo()
  const modal = useModalState()
  return (
    <Panel title="Live state" id="state-title">
      <dl className="rows">
        <Row label="Status" testId="state-status">
          <span className={`badge badge--${status}`}>{status}</span>
        </Row>
        <Row label="Address" testId="state-address">
          {address ? <span className="mono">{address}</span> : <span className="muted">—</span>}
        </Row>
        <Row label="Wallet" testId="state-wallet">
          {walletInfo ? walletInfo.name : <span className="muted">—</span>}
        </Row>
        <Row label="Network" testId="state-network">
          {caipNetwork ? (
            <>
              {isSupported ? caipNetwork.name : 'Unsupported network'} <span className="muted">· chain id {String(chainId)}</span>
            </>
          ) : (
            <span className="muted">—</span>
          )}
        </Row>
        <Row label="Balance" testId="state-balance">
          {balance !== undefined ? `${balance} ${balanceSymbol ?? ''}` : <span className="muted">—</span>}
        </Row>
        <Row label="Active" testId="state-active">
          {caipNetwork ? caipNetwork.chainNamespace : <span className="muted">—</span>}
        </Row>
        <Row label="Modal" testId="state-modal">
          {modal.open ? `open · ${modal.view}` : 'closed'}
          {modal.loading ? ' · loading' : ''}
        </Row>
      </dl>
      <h3 className="log__title">Both namespaces</h3>
      <dl className="rows">
        <Row label="EVM" testId="state-evm-address">
          {evm.address ? <span className="mono">{evm.address}</span> : <span className="muted">{evm.status}</span>}
        </Row>
        <Row label="EVM balance" testId="state-evm-balance">
          {evm.balance !== undefined ? `${evm.balance} ${evm.balanceSymbol ?? ''}` : <span className="muted">—</span>}
        </Row>
        <Row label="Solana" testId="state-solana-address">
          {solana.address ? <span className="mono">{solana.address}</span> : <span className="muted">{solana.status}</span>}
        </Row>
        <Row label="Solana balance" testId="state-solana-balance">
          {solana.balance !== undefined ? `${solana.balance} ${solana.balanceSymbol ?? ''}` : <span className="muted">—</span>}
        </Row>
      </dl>
      <p className="hint">
        From <code>useAccount()</code> (the active namespace), <code>useAccount('eip155')</code>, <code>useAccount('solana')</code>,{' '}
        <code>useNetwork()</code>, <code>useWalletInfo()</code> and <code>useModalState()</code>.
      </p>
    </Panel>
  )
}

/** One line of the actions' log. */
interface LogEntry {
  readonly id: number
  readonly ok: boolean
  readonly title: string
  readonly detail: string
}

/** Sign, send, disconnect — through the walletport instance, results and errors logged. */
function ActionsPanel() {
  const { ready, open } = useWalletport()
  const { isConnected } = useAccount()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from walletport')
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const [log, setLog] = useState<readonly LogEntry[]>([])

  const run = async (name: string, action: () => Promise<string>): Promise<void> => {
    setBusy(name)
    try {
      const detail = await action()
      setLog((entries) => [{ id: Date.now(), ok: true, title: name, detail }, ...entries].slice(0, 6))
    } catch (error) {
      setLog((entries) => [{ id: Date.now(), ok: false, title: name, detail: describeError(error) }, ...entries].slice(0, 6))
    } finally {
      setBusy(undefined)
    }
  }
  const sign = (event: FormEvent) => {
    event.preventDefault()
    void run('Sign message', async () => (await ready()).signMessage({ message }))
  }
  const send = () => void run(`Send ${AMOUNT} ETH`, async () => (await ready()).sendTransaction({ to: RECIPIENT, value: parseEther(AMOUNT) }))

  return (
    <Panel title="Try it" id="actions-title">
      <form className="stack" onSubmit={sign}>
        <label className="field">
          <span>Message to sign</span>
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary" disabled={!isConnected || busy !== undefined}>
          {busy === 'Sign message' ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </form>
      <div className="stack">
        <button type="button" className="button button--primary" disabled={!isConnected || busy !== undefined} onClick={send}>
          {busy?.startsWith('Send') ? 'Waiting for the wallet…' : `Send ${AMOUNT} ETH to account #2`}
        </button>
        <p className="hint">
          To <span className="mono">{RECIPIENT}</span> (anvil’s account #2).
        </p>
      </div>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => open()}>
          {isConnected ? 'Open account' : 'Open modal'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => open({ view: 'Networks' })}>
          Networks
        </button>
        <button type="button" className="button button--secondary" disabled={!isConnected} onClick={() => void run('Disconnect', () => disconnect().then(() => 'Disconnected'))}>
          Disconnect
        </button>
      </div>
      <h3 className="log__title">Results</h3>
      <ol className="log" aria-live="polite" data-testid="results">
        {log.length === 0 ? <li className="muted">Nothing yet.</li> : null}
        {log.map((entry) => (
          <li key={entry.id} className={entry.ok ? 'log__entry log__entry--ok' : 'log__entry log__entry--error'}>
            <strong>
              {entry.title}: {entry.ok ? 'done' : 'failed'}
            </strong>
            <span className="mono">{entry.detail}</span>
          </li>
        ))}
      </ol>
    </Panel>
  )
}

/** The Dev Wallet's own menu: what an extension's toolbar popup would let you do. */
function DevWalletPanel({ wallet, chains, walletOnlyChains }: { readonly wallet: Eip1193TestWallet; readonly chains: readonly DemoChain[]; readonly walletOnlyChains: readonly DemoChain[] }) {
  const [state, refresh] = useDevWalletState(wallet)
  // The wallet's accounts in key order (its `addresses` puts the selected one first); it starts on the first.
  const [accounts] = useState(() => wallet.addresses)
  return (
    <Panel title="Dev Wallet" id="dev-wallet-title">
      <div className="wallet-id">
        <img src={DEV_WALLET_INFO.icon} alt="" width={36} height={36} />
        <p>
          An EIP-6963 wallet in this page, signing with anvil’s dev keys. This is <em>its</em> side: changes here reach the site as wallet events.
        </p>
      </div>
      <dl className="rows">
        <Row label="This site" testId="dev-wallet-authorized">
          {state.isAuthorized ? 'connected' : 'not connected'}
        </Row>
      </dl>
      <label className="field">
        <span>Wallet network</span>
        <select value={state.chainId} onChange={(event) => wallet.switchChainFromWallet(Number(event.target.value))}>
          {chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {walletOnlyChains.includes(chain) ? `${chain.name} — not in this app` : `${chain.name} (${chain.chainId})`}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Wallet account</span>
        <select
          value={state.address}
          onChange={(event) => {
            wallet.switchAccount(accounts.indexOf(event.target.value as `0x${string}`))
            refresh()
          }}
        >
          {accounts.map((address, index) => (
            <option key={address} value={address}>
              Account #{index} · {address.slice(0, 8)}…{address.slice(-6)}
            </option>
          ))}
        </select>
      </label>
    </Panel>
  )
}

/** The two local chains, for adding them to a browser extension by hand. */
function ChainsPanel({ chains }: { readonly chains: readonly DemoChain[] }) {
  return (
    <Panel title="Local chains" id="chains-title">
      <ul className="chains">
        {chains.map((chain) => (
          <li key={chain.chainId}>
            <strong>{chain.name}</strong> <span className="muted">chain id {chain.chainId}</span>
            <br />
            <span className="mono">{chain.rpcUrl}</span>
          </li>
        ))}
      </ul>
      <p className="hint">
        Using an extension? Add these networks to it and import an anvil dev key (they are public test keys; never send real funds to them).
      </p>
    </Panel>
  )
}
