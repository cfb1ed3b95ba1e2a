/** @jsxImportSource react */
import { useState, type ReactNode } from 'react'
// In your app these come from 'walletport/react'.
import { useSiwx, useWalletport } from '../ui-react/index.js'

/** `?siwx=required`: the signed-in session as `useSiwx()` gives it, and a sign-out. */
export function SiwxPanel() {
  const { status, session, error, signOut } = useSiwx()
  const { open } = useWalletport()
  const [busy, setBusy] = useState(false)
  const data = session?.data
  const leave = () => {
    setBusy(true)
    signOut()
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <section className="panel" aria-labelledby="siwx-title">
      <h2 id="siwx-title" className="panel__title">
        Sign in with Ethereum or Solana
      </h2>
      <dl className="rows">
        <Row label="Sign-in" testId="siwx-status">
          <span className={`badge badge--${status === 'signedIn' ? 'connected' : 'disconnected'}`}>{status}</span>
        </Row>
        <Row label="Signed in as" testId="siwx-address">
          {data ? <span className="mono">{data.accountAddress}</span> : <span className="muted">—</span>}
        </Row>
        <Row label="Chain" testId="siwx-chain">
          {data ? data.chainId : <span className="muted">—</span>}
        </Row>
        <Row label="Issued" testId="siwx-issued">
          <Time value={data?.issuedAt} />
        </Row>
        <Row label="Expires" testId="siwx-expires">
          <Time value={data?.expirationTime} />
        </Row>
      </dl>
      {error && status !== 'signedIn' ? (
        <p className="hint" data-testid="siwx-error">
          Last attempt: {error.shortMessage}
        </p>
      ) : null}
      <div className="button-row">
        {status === 'signedIn' ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={leave}>
            Sign out
          </button>
        ) : (
          <button type="button" className="button button--secondary" disabled={status !== 'awaitingSignature'} onClick={() => open({ view: 'SIWXSignMessage' })}>
            Sign in
          </button>
        )}
      </div>
      <p className="hint">
        Sign-in is required here: connecting asks for a signature, cancelling disconnects, and signing out disconnects too. Nonces come
        from, and each session is confirmed by, this demo's server (<code>walletport/siwx/server</code>). From <code>useSiwx()</code>.
      </p>
    </section>
  )
}

function Row({ label, children, testId }: { readonly label: string; readonly children: ReactNode; readonly testId: string }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

function Time({ value }: { readonly value: string | undefined }) {
  if (!value) return <span className="muted">—</span>
  return <time dateTime={value}>{new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })} UTC</time>
}
