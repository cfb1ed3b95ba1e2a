/** @jsxImportSource react */
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import type { AnvilWalletKit } from './AnvilWalletKit.js'

/** Anvil's public dev accounts the page can sign with (never use them on a real chain). */
export const DEMO_WALLET_ACCOUNTS = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' },
] as const satisfies readonly { readonly address: string; readonly privateKey: `0x${string}` }[]

/** Re-renders whenever the wallet's proposals, sessions or answered requests change. */
function useWalletVersion(wallet: AnvilWalletKit): number {
  const [store] = useState(() => {
    let version = 0
    return {
      subscribe: (onChange: () => void) =>
        wallet.onChange(() => {
          version += 1
          onChange()
        }),
      getSnapshot: () => version,
    }
  })
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}

/** The wallet page: paste a `wc:` URI, approve or reject the proposal, see sessions and answered requests. */
export function WalletPage({ wallet, accountIndex, relayUrl }: { readonly wallet: AnvilWalletKit; readonly accountIndex: number; readonly relayUrl: string }) {
  useWalletVersion(wallet)
  const [uri, setUri] = useState('')
  const [status, setStatus] = useState<{ readonly kind: 'idle' | 'busy' | 'error'; readonly text: string }>({ kind: 'idle', text: '' })
  const run = (text: string, task: () => Promise<unknown>) => {
    setStatus({ kind: 'busy', text })
    task().then(
      () => setStatus({ kind: 'idle', text: '' }),
      (error: unknown) => setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) }),
    )
  }
  const pair = (event: FormEvent) => {
    event.preventDefault()
    const value = uri.trim()
    if (!/^wc:[0-9a-f]{64}@2\?/.test(value)) return setStatus({ kind: 'error', text: 'That is not a WalletConnect pairing URI (wc:…@2?…).' })
    run('Pairing…', async () => {
      await wallet.pair(value)
      setUri('')
    })
  }
  const proposals = wallet.pendingProposals()
  const authentications = wallet.pendingAuthentications()
  const sessions = wallet.sessions()
  return (
    <>
      <header className="topbar">
        <a className="brand" href="../">
          <span className="brand__mark" aria-hidden="true" />
          walletport <span className="brand__tag">demo wallet</span>
        </a>
        <label className="topbar__wallet">
          Account{' '}
          <select value={accountIndex} onChange={(event) => window.location.assign(`?account=${event.currentTarget.value}`)}>
            {DEMO_WALLET_ACCOUNTS.map((account, index) => (
              <option key={account.address} value={index}>
                #{index} {account.address.slice(0, 6)}…{account.address.slice(-4)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="page">
        <section className="intro">
          <h1>A WalletConnect wallet, offline</h1>
          <p>
            In the demo, press <em>Connect Wallet</em>, choose <strong>WalletConnect</strong> and <em>Copy link</em>. Paste it here, then approve or
            reject. Requests (sign, send) are answered with anvil key #{accountIndex} and listed below. Relay: <code>{relayUrl}</code>
          </p>
        </section>
        <div className="grid">
          <section className="panel" aria-labelledby="pair-title">
            <h2 className="panel__title" id="pair-title">Pair</h2>
            <form onSubmit={pair}>
              <label htmlFor="pairing-uri">Pairing URI</label>
              <input id="pairing-uri" value={uri} onChange={(event) => setUri(event.currentTarget.value)} placeholder="wc:…" autoComplete="off" spellCheck={false} />
              <div className="button-row">
                <button className="button button--primary" type="submit" disabled={status.kind === 'busy'}>
                  Pair
                </button>
              </div>
            </form>
            <p role="status" className="muted">
              {status.kind === 'busy' ? status.text : ''}
            </p>
            {status.kind === 'error' ? <p role="alert">{status.text}</p> : null}
          </section>
          <section className="panel" aria-labelledby="proposals-title">
            <h2 className="panel__title" id="proposals-title">Connection requests</h2>
            {proposals.length === 0 && authentications.length === 0 ? <p className="muted">None. Paste a pairing URI first.</p> : null}
            <ul aria-label="Connection requests">
              {proposals.map((proposal) => (
                <li key={proposal.id}>
                  <strong>{proposal.dappName}</strong> ({proposal.dappUrl}) asks for chains {proposal.chainIds.join(', ')}
                  <div className="button-row">
                    <button className="button button--secondary" type="button" onClick={() => run('Rejecting…', () => wallet.reject(proposal.id))}>
                      Reject
                    </button>
                    <button className="button button--primary" type="button" onClick={() => run('Approving…', () => wallet.approve(proposal.id))}>
                      Approve
                    </button>
                  </div>
                </li>
              ))}
              {authentications.map((request) => (
                <li key={`auth-${request.id}`}>
                  <strong>{request.dappName}</strong> asks to sign in as {request.domain} on chains {request.chainIds.join(', ')}
                  <div className="button-row">
                    <button className="button button--secondary" type="button" onClick={() => run('Rejecting…', () => wallet.rejectAuthentication(request.id))}>
                      Reject sign-in
                    </button>
                    <button className="button button--primary" type="button" onClick={() => run('Signing in…', () => wallet.approveAuthentication(request.id))}>
                      Sign in
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="sessions-title">
            <h2 className="panel__title" id="sessions-title">Sessions</h2>
            {sessions.length === 0 ? <p className="muted">No connected app.</p> : null}
            <ul aria-label="Sessions">
              {sessions.map((session) => (
                <li key={session.topic}>
                  <strong>{session.peer.metadata.name}</strong> on {(session.namespaces.eip155?.chains ?? []).join(', ')}
                  <div className="button-row">
                    <button className="button button--secondary" type="button" onClick={() => run('Disconnecting…', () => wallet.disconnect(session.topic))}>
                      Disconnect
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <h3>Answered requests</h3>
            <ol aria-label="Answered requests">
              {wallet.answered.map((answer, index) => (
                <li key={index}>
                  <code>{answer.method}</code> on {answer.chainId}: {answer.error ? `error ${answer.error.code} ${answer.error.message}` : <code>{String(answer.result).slice(0, 20)}…</code>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </main>
    </>
  )
}
