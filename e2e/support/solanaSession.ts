// The Solana side of the demo in a browser: the Dev Solana Wallet's popup, its connect, what it
// was asked, and reads of the local Solana RPC (the chain itself, not the page).
import type { Locator, Page } from 'playwright-core'
import { connectButton, modal, waitForStatus, waitForView } from './session.js'

/** What the demo exposes on `window` (demo/main.tsx), as far as these tests use it. */
interface DemoWindow {
  readonly walletportDemo: { readonly devSolanaWallet: { readonly requests: readonly { readonly method: string }[] } }
}

/** The Dev Solana Wallet's own confirmation popup. */
export function devSolanaWalletPopup(page: Page): Locator {
  return page.getByTestId('dev-solana-wallet-popup')
}

/** Waits for the Dev Solana Wallet's popup to ask `title`, then answers. */
export async function answerDevSolanaWallet(page: Page, answer: 'Approve' | 'Reject', title?: string | RegExp): Promise<void> {
  const popup = devSolanaWalletPopup(page)
  await popup.waitFor({ state: 'visible' })
  if (title) await popup.getByRole('heading', { name: title }).waitFor()
  await popup.getByRole('button', { name: answer, exact: true }).click()
  await popup.waitFor({ state: 'hidden' })
}

/** Connect → Dev Solana Wallet → Approve: the Solana account shows with its SOL balance; the modal closes. */
export async function connectDevSolanaWallet(page: Page): Promise<void> {
  await connectButton(page).click()
  await waitForView(page, 'Connect')
  await modal(page).getByRole('button', { name: /^Dev Solana Wallet/ }).click()
  await answerDevSolanaWallet(page, 'Approve', 'Connect to this site?')
  await waitForStatus(page, 'connected')
  await page.getByTestId('state-solana-balance').getByText(/SOL$/).waitFor()
  await modal(page).waitFor({ state: 'hidden' })
}

/** What the Dev Solana Wallet was asked since the page loaded ('connect', 'signIn'…). */
export function solanaWalletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.devSolanaWallet.requests.map((request) => request.method))
}

/** One JSON-RPC call to the local Solana RPC, from the test (Node). */
async function solanaRpc(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const answer = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await answer.json()) as { readonly result?: unknown; readonly error?: unknown }
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

/** An address's lamports, as the chain has them. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const result = (await solanaRpc(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])) as { readonly value: number }
  return BigInt(result.value)
}

/** An owner's balance of `mint` in its smallest unit (0 without a token account), as the chain has it. */
export async function tokenUnitsOf(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const result = (await solanaRpc(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])) as {
    readonly value: readonly { readonly account: { readonly data: { readonly parsed: { readonly info: { readonly tokenAmount: { readonly amount: string } } } } } }[]
  }
  return result.value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}
