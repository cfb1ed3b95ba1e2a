// Solana in the demo, in a real browser: the Dev Solana Wallet (a Wallet Standard wallet in the
// page, approving in its own popup) on the local Solana RPC (litesvm), next to the Dev Wallet on
// the anvils. One demo and one Chromium for the file; a fresh context per test, which also fails
// if a request left 127.0.0.1 or the page threw.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatBalance } from '../core/format/formatBalance.js'
import { truncateAddress } from '../core/format/truncateAddress.js'
import { DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN, DEV_SOLANA_WALLET_ADDRESS, LOCAL_SOLANA_GENESIS_HASH } from '../demo/solanaDemo.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import {
  ACCOUNT_0,
  ACCOUNT_0_SHORT,
  connectButton,
  connectDevWallet,
  modal,
  networkButton,
  promptCount,
  runAxe,
  screenshot,
  seriousOrCritical,
  settled,
  waitForStatus,
  waitForView,
  walletMethods,
  writeArtifact,
  type AxeFinding,
  type Session,
  type SessionOptions,
  type Theme,
} from './support/session.js'
import { answerDevSolanaWallet, connectDevSolanaWallet, devSolanaWalletPopup, lamportsOf, solanaWalletMethods, tokenUnitsOf } from './support/solanaSession.js'

const env = useDemoInBrowser()
/** How the modal shows the Dev Solana Wallet's address. */
const SOLANA_SHORT = truncateAddress(DEV_SOLANA_WALLET_ADDRESS)
/** The local cluster's CAIP-2 reference: the first 32 characters of its genesis hash. */
const LOCAL_SOLANA_REFERENCE = LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)

/**
 * The Dev Solana Wallet's SOL as the page shows it, from the chain (the tests of this file share
 * one chain, and the sends move it).
 */
async function walletSol(): Promise<string> {
  return `${formatBalance(await lamportsOf(env.demo.solana.rpcUrl, DEV_SOLANA_WALLET_ADDRESS), 9)} SOL`
}

/** A fresh context on the demo, loaded; closed (and checked) after the test. */
async function load(options: SessionOptions & { readonly query?: string } = {}): Promise<Session> {
  const session = await env.open(options)
  await session.page.goto(`${session.url}${options.query ?? ''}`)
  await connectButton(session.page).waitFor()
  return session
}

describe('Solana in the demo (Chromium)', () => {
  it('connects the Dev Solana Wallet through the modal (approved in its popup): address and SOL balance shown, in at most 2 RPC calls', async () => {
    const { page, requests } = await load()
    const rpcCalls = () => requests.filter((url) => url.startsWith(env.demo.solana.rpcUrl)).length
    expect(rpcCalls()).toBe(0)
    await connectDevSolanaWallet(page)
    // Connect plus the first SOL balance: the local cluster's genesis hash (asked once) and getBalance.
    expect(rpcCalls()).toBeGreaterThan(0)
    expect(rpcCalls()).toBeLessThanOrEqual(2)

    expect(await page.getByTestId('state-solana-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)
    expect(await page.getByTestId('state-solana-balance').textContent()).toBe(await walletSol())
    expect(await page.getByTestId('state-active').textContent()).toBe('solana')
    expect(await page.getByTestId('state-wallet').textContent()).toBe('Dev Solana Wallet')
    expect(await page.getByTestId('dev-solana-wallet-authorized').textContent()).toBe('connected')
    await expect.poll(() => connectButton(page).textContent()).toContain(SOLANA_SHORT)
    expect(await connectButton(page).textContent()).toMatch(/[\d.,]+ SOL$/)
    expect(await solanaWalletMethods(page)).toEqual(['connect'])
    expect(await promptCount(page)).toBe(1)
  })

  it('the popup shows what it is asked: the site and account on connect; the recipient and amount of a send', async () => {
    const { page } = await load()
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: /^Dev Solana Wallet/ }).click()
    const popup = devSolanaWalletPopup(page)
    await popup.getByRole('heading', { name: 'Connect to this site?' }).waitFor()
    const asked = (await popup.textContent()) ?? ''
    expect(asked).toContain(new URL(page.url()).origin)
    expect(asked).toContain(DEV_SOLANA_WALLET_ADDRESS)
    expect(asked).toContain('standard:connect')
    await answerDevSolanaWallet(page, 'Approve')
    await waitForStatus(page, 'connected')

    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await popup.getByRole('heading', { name: 'Send transaction' }).waitFor()
    const send = (await popup.textContent()) ?? ''
    expect(send).toContain(DEMO_SOLANA_RECIPIENT)
    expect(send).toContain('0.01 SOL')
    // Declined: nothing is sent, the page says why.
    await answerDevSolanaWallet(page, 'Reject')
    await page.getByTestId('solana-result').getByText(/Send 0\.01 SOL: failed/).waitFor()
    expect(await page.getByTestId('solana-result').textContent()).toContain('UserRejectedRequestError')
  })

  it('sends 0.01 SOL and 1 DEMO: the signature shown, and the recipient credited on chain', async () => {
    const { page } = await load()
    const rpcUrl = env.demo.solana.rpcUrl
    const [solBefore, tokenBefore] = await Promise.all([lamportsOf(rpcUrl, DEMO_SOLANA_RECIPIENT), tokenUnitsOf(rpcUrl, DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN.mint)])
    await connectDevSolanaWallet(page)

    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    await answerDevSolanaWallet(page, 'Approve', 'Send transaction')
    await page.getByTestId('solana-sent').getByText('0.01 SOL', { exact: true }).waitFor()
    expect(await page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(rpcUrl, DEMO_SOLANA_RECIPIENT)).toBe(solBefore + 10_000_000n)
    // The page's own read of the recipient (from the RPC) agrees.
    expect(await page.getByTestId('solana-recipient-sol').textContent()).toBe(`${formatUnits(solBefore + 10_000_000n, 9)} SOL`)

    await page.getByRole('button', { name: 'Send 1 DEMO' }).click()
    const popup = devSolanaWalletPopup(page)
    await popup.getByRole('heading', { name: 'Send transaction' }).waitFor()
    expect(await popup.textContent()).toContain('1 DEMO')
    await answerDevSolanaWallet(page, 'Approve')
    await page.getByTestId('solana-sent').getByText('1 DEMO', { exact: true }).waitFor()
    expect(await tokenUnitsOf(rpcUrl, DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN.mint)).toBe(tokenBefore + 1_000_000n)
    expect(await page.getByTestId('solana-recipient-token').textContent()).toBe(`${formatUnits(tokenBefore + 1_000_000n, 6)} DEMO`)

    // The sender's SOL balance follows (0.01 SOL, the fees and the recipient's token account rent are gone).
    const sol = await walletSol()
    await expect.poll(() => page.getByTestId('state-solana-balance').textContent()).toBe(sol)
    expect((await solanaWalletMethods(page)).filter((method) => method.startsWith('sign'))).toEqual(['signAndSendTransaction', 'signAndSendTransaction'])
  })

  it('switches the active chain EVM → Solana → EVM → Solana through the Networks view; Solana needs its own wallet first', async () => {
    const { page } = await load()
    await connectDevWallet(page)
    expect(await page.getByTestId('state-active').textContent()).toBe('eip155')

    // EVM → Solana: no Solana wallet yet, so SwitchActiveChain offers one, and Connect lists only Solana wallets.
    await connectSecondNamespace(page)
    expect(await page.getByTestId('state-active').textContent()).toBe('solana')
    expect(await page.getByTestId('state-network').textContent()).toBe(`Local Solana · chain id ${LOCAL_SOLANA_REFERENCE}`)
    expect(await page.getByTestId('state-evm-address').textContent()).toBe(ACCOUNT_0)
    await expect.poll(() => networkButton(page).textContent()).toContain('Local Solana')
    await expect.poll(() => connectButton(page).textContent()).toContain(SOLANA_SHORT)

    // Solana → EVM: both connected, the EVM wallet already sits on Anvil A, so nothing is asked.
    await pickNetwork(page, /^Anvil A/)
    await page.getByTestId('state-active').getByText('eip155', { exact: true }).waitFor()
    await modal(page).waitFor({ state: 'hidden' })
    expect(await page.getByTestId('state-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('state-balance').textContent()).toBe('10000 ETH')
    await expect.poll(() => connectButton(page).textContent()).toContain(ACCOUNT_0_SHORT)
    expect(await page.getByTestId('state-solana-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)

    // EVM → Solana again: the Solana connection is there, it only becomes active.
    await pickNetwork(page, /^Local Solana/)
    await page.getByTestId('state-active').getByText('solana', { exact: true }).waitFor()
    await modal(page).waitFor({ state: 'hidden' })
    expect(await page.getByTestId('state-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)
    expect(await promptCount(page)).toBe(2)
    expect(await solanaWalletMethods(page)).toEqual(['connect'])
    expect((await walletMethods(page)).filter((method) => method === 'wallet_switchEthereumChain')).toEqual([])
  })

  it('the Solana account view: SOL and DEMO in Tokens, activity said to be unavailable, and disconnecting this wallet keeps the other', async () => {
    const { page } = await load()
    await connectDevWallet(page)
    await connectSecondNamespace(page)

    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    expect(await account.getByText(SOLANA_SHORT, { exact: true }).count()).toBe(1)
    // Tokens: read from the chain (the reference API serves only the anvils): SOL, and the demo
    // token by the name and symbol the page gives the adapter (the chain has none).
    const tokens = account.getByRole('tabpanel')
    await tokens.getByText(DEMO_SPL_TOKEN.name, { exact: true }).waitFor()
    expect(await tokens.textContent()).toMatch(/\d[\d,]* DEMO/)
    // The native row, in the token list's own format (2 decimals).
    expect(await tokens.textContent()).toMatch(/Solana.*\d[\d.,]* SOL/)
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByText('Activity is not available on this network.').waitFor()

    await account.getByRole('button', { name: 'Disconnect this wallet' }).click()
    await modal(page).waitFor({ state: 'hidden' })
    await page.getByTestId('state-active').getByText('eip155', { exact: true }).waitFor()
    expect(await page.getByTestId('state-solana-address').textContent()).toBe('disconnected')
    expect(await page.getByTestId('state-evm-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('dev-solana-wallet-authorized').textContent()).toBe('not connected')
  })

  it('reload: both connections come back with no prompt, on the same active namespace', async () => {
    const { page } = await load()
    await connectDevWallet(page)
    await connectSecondNamespace(page)
    expect(await page.getByTestId('state-evm-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('state-solana-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)

    await page.reload()
    await connectButton(page).waitFor()
    await page.getByTestId('state-solana-address').getByText(DEV_SOLANA_WALLET_ADDRESS).waitFor()
    await page.getByTestId('state-evm-address').getByText(ACCOUNT_0).waitFor()
    await page.getByTestId('state-solana-balance').getByText(await walletSol()).waitFor()
    await page.getByTestId('state-evm-balance').getByText('10000 ETH').waitFor()
    expect(await page.getByTestId('state-active').textContent()).toBe('solana')
    expect(await promptCount(page)).toBe(0)
    expect(await page.getByTestId('state-modal').textContent()).toBe('closed')
    // The Solana wallet got a silent connect at most; the EVM one only eth_accounts / eth_chainId.
    expect(new Set(await solanaWalletMethods(page))).toEqual(new Set(['connect']))
    expect((await walletMethods(page)).filter((method) => method !== 'eth_accounts' && method !== 'eth_chainId')).toEqual([])
  })
})

describe('Sign In With Solana (?siwx=required)', () => {
  it('connect the Dev Solana Wallet → SIWXSignMessage → Sign (solana:signIn in its popup) → session confirmed by the demo server; a reload keeps it', async () => {
    const { page, requests } = await load({ query: '&siwx=required' })
    await page.getByTestId('siwx-status').getByText('signedOut', { exact: true }).waitFor()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: /^Dev Solana Wallet/ }).click()
    await answerDevSolanaWallet(page, 'Approve', 'Connect to this site?')
    await waitForStatus(page, 'connected')
    const dialog = await waitForView(page, 'SIWXSignMessage')

    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    const popup = devSolanaWalletPopup(page)
    await popup.getByRole('heading', { name: 'Sign in request' }).waitFor()
    // The wallet shows this site's domain, the statement and the server's nonce, on its own cluster name.
    const host = new URL(page.url()).host
    const asked = (await popup.textContent()) ?? ''
    expect(asked).toContain(host)
    expect(asked).toContain('Sign in to the walletport demo.')
    expect(asked).toContain('localnet')
    expect(asked).toContain('solana:signIn')
    expect(asked).not.toContain('Warning')
    await answerDevSolanaWallet(page, 'Approve')

    await modal(page).waitFor({ state: 'hidden' })
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)
    expect(await page.getByTestId('siwx-chain').textContent()).toBe(`solana:${LOCAL_SOLANA_REFERENCE}`)
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/siwx/')).map((url) => new URL(url).pathname)).toEqual(['/siwx/nonce', '/siwx/verify'])
    expect((await solanaWalletMethods(page)).filter((method) => method.startsWith('sign'))).toEqual(['signIn'])

    await page.reload()
    await connectButton(page).waitFor()
    await waitForStatus(page, 'connected')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe(DEV_SOLANA_WALLET_ADDRESS)
    expect(await promptCount(page)).toBe(0)
    expect(new Set(await solanaWalletMethods(page))).toEqual(new Set(['connect']))
  })

  it('declining the sign-in in the wallet shows "Signature declined"; signing again works', async () => {
    const { page } = await load({ query: '&siwx=required' })
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: /^Dev Solana Wallet/ }).click()
    await answerDevSolanaWallet(page, 'Approve', 'Connect to this site?')
    const dialog = await waitForView(page, 'SIWXSignMessage')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await answerDevSolanaWallet(page, 'Reject', 'Sign in request')
    await dialog.getByRole('alert').getByText('Signature declined', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await answerDevSolanaWallet(page, 'Approve', 'Sign in request')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
  })
})

describe('the new views pass axe-core (light and dark)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(theme, async () => {
      const { page } = await load({ theme })
      const checkpoints: Checkpoint[] = []
      await connectDevWallet(page)
      await checkpoint(page, theme, 'solana-page-evm-connected', checkpoints)

      await networkButton(page).click()
      await (await waitForView(page, 'Networks')).getByRole('button', { name: /^Local Solana/ }).click()
      const switchActive = await waitForView(page, 'SwitchActiveChain')
      await checkpoint(page, theme, 'solana-switch-active-chain', checkpoints)
      await switchActive.getByRole('button', { name: 'Connect a wallet for Solana' }).click()
      const connect = await waitForView(page, 'Connect')
      await checkpoint(page, theme, 'solana-connect-filtered', checkpoints)
      await connect.getByRole('button', { name: /^Dev Solana Wallet/ }).click()
      await devSolanaWalletPopup(page).getByRole('heading', { name: 'Connect to this site?' }).waitFor()
      await checkpoint(page, theme, 'solana-wallet-popup-connect', checkpoints)
      await answerDevSolanaWallet(page, 'Approve')
      await page.getByTestId('state-active').getByText('solana', { exact: true }).waitFor()
      await modal(page).waitFor({ state: 'hidden' })
      await page.getByTestId('state-solana-balance').getByText(/SOL$/).waitFor()
      await checkpoint(page, theme, 'solana-page-both-connected', checkpoints)

      await connectButton(page).click()
      const account = await waitForView(page, 'Account')
      await account.getByRole('tabpanel').getByText(DEMO_SPL_TOKEN.name, { exact: true }).waitFor()
      await checkpoint(page, theme, 'solana-account-tokens', checkpoints)
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account.getByText('Activity is not available on this network.').waitFor()
      await checkpoint(page, theme, 'solana-account-activity', checkpoints)
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'hidden' })

      await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
      await devSolanaWalletPopup(page).getByRole('heading', { name: 'Send transaction' }).waitFor()
      await checkpoint(page, theme, 'solana-wallet-popup-send', checkpoints)
      await answerDevSolanaWallet(page, 'Approve')
      await page.getByTestId('solana-signature').waitFor()
      await checkpoint(page, theme, 'solana-page-sent', checkpoints)

      await writeArtifact(`axe-solana-${theme}.json`, checkpoints)
      const failures = checkpoints.flatMap((each) => seriousOrCritical(each.findings).map((finding) => `${each.name}: ${finding.id} (${finding.impact}) ${finding.help} @ ${finding.targets.join(' | ')}`))
      expect(failures, `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-solana-${theme}.json`).toEqual([])
      for (const each of checkpoints) expect(each.passed, `axe checked nothing on ${each.name}`).toEqual(expect.arrayContaining(['color-contrast', 'button-name']))
    })
  }
})

/** Networks → a network of the other namespace → SwitchActiveChain → Connect (Solana wallets only) → Dev Solana Wallet → Approve. */
async function connectSecondNamespace(page: Page): Promise<void> {
  await networkButton(page).click()
  await (await waitForView(page, 'Networks')).getByRole('button', { name: /^Local Solana/ }).click()
  const switchActive = await waitForView(page, 'SwitchActiveChain')
  expect(await switchActive.textContent()).toContain('To use Local Solana, connect a wallet for Solana.')
  await switchActive.getByRole('button', { name: 'Connect a wallet for Solana' }).click()
  const connect = await waitForView(page, 'Connect')
  // Only Solana wallets: no Dev Wallet, no WalletConnect (EVM here).
  expect(await connect.getByRole('button', { name: /^Dev Wallet/ }).count()).toBe(0)
  await connect.getByRole('button', { name: /^Dev Solana Wallet/ }).click()
  await answerDevSolanaWallet(page, 'Approve', 'Connect to this site?')
  await page.getByTestId('state-solana-address').getByText(DEV_SOLANA_WALLET_ADDRESS).waitFor()
  await page.getByTestId('state-solana-balance').getByText(/SOL$/).waitFor()
  await modal(page).waitFor({ state: 'hidden' })
}

/** Networks → `name`: a network of a connected namespace. */
async function pickNetwork(page: Page, name: RegExp): Promise<void> {
  await networkButton(page).click()
  await (await waitForView(page, 'Networks')).getByRole('button', { name }).click()
}

/** One audited moment: every axe finding, and the rules that passed. */
interface Checkpoint {
  readonly name: string
  readonly findings: readonly AxeFinding[]
  readonly passed: readonly string[]
}

const MODAL = '[data-walletport-modal]'
const POPUP = '[data-testid="dev-solana-wallet-popup"]'

/**
 * Saves a screenshot and audits what is on screen (as e2e/views.e2e.test.ts does): the whole page
 * while the modal is closed, else the modal and the Dev Solana Wallet's popup when it is open.
 * The popup is a native modal <dialog> (the page behind is inert): with it open the page is
 * audited together with it, and without it as a real extension's separate window would leave it.
 */
async function checkpoint(page: Page, theme: Theme, name: string, checkpoints: Checkpoint[]): Promise<void> {
  await settled(page)
  await screenshot(page, `${theme}/${name}`)
  const modalOpen = (await page.locator(MODAL).count()) > 0 && (await modal(page).isVisible())
  const popupOpen = await devSolanaWalletPopup(page).isVisible()
  const audit = await runAxe(page, popupOpen ? (modalOpen ? `${MODAL}, ${POPUP}` : POPUP) : modalOpen ? MODAL : undefined)
  const findings = [...audit.violations]
  const passed = new Set(audit.passed)
  if (popupOpen) {
    await devSolanaWalletPopup(page).evaluate((popup: HTMLDialogElement) => popup.close())
    await settled(page)
    const aside = await runAxe(page, modalOpen ? MODAL : undefined)
    findings.push(...aside.violations.map((finding) => ({ ...finding, id: `${finding.id} (popup set aside)` })))
    for (const rule of aside.passed) passed.add(rule)
    await devSolanaWalletPopup(page).evaluate((popup: HTMLDialogElement) => popup.showModal())
  }
  checkpoints.push({ name, findings, passed: [...passed].sort() })
}

/** A bigint amount in `decimals` as the page prints it (no trailing zeros). */
function formatUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / base}.${fraction}` : `${value / base}`
}
