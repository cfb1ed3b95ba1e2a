import { ConnectButton, NetworkButton } from 'walletport/react'
import { AccountPanel } from './account-panel'

/**
 * A server component: the page and walletport's buttons are HTML from the server; the buttons
 * hydrate, and the modal loads in the browser on the first click.
 */
export default async function Home() {
  const block = await latestBlock()
  return (
    <main>
      <header>
        <h1>walletport × Next.js</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <p data-testid="server-block">{block === undefined ? 'The chain did not answer the server.' : `Latest block, read on the server: ${block}`}</p>
      <AccountPanel />
    </main>
  )
}

/** The chain's latest block number, read by the server for this request (no cache: each request asks). */
async function latestBlock(): Promise<bigint | undefined> {
  const rpcUrl = process.env.WALLETPORT_RPC_URL
  if (!rpcUrl) return undefined
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      cache: 'no-store',
    })
    const { result } = (await response.json()) as { result?: unknown }
    return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? BigInt(result) : undefined
  } catch {
    return undefined
  }
}
