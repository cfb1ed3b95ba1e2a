// WalletConnect in a real browser: the demo page pairs through the local relay with a real
// walletkit wallet running in this test (Node). The pairing URI is what a person copies with
// the view's 'Copy link' button. Every test also fails if a request left 127.0.0.1.
import { verifyMessage } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AnvilWalletKit } from '../demo/wallet/AnvilWalletKit.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, ACCOUNT_0_SHORT, connectButton, modal, waitForStatus, type Session } from './support/session.js'

const env = useDemoInBrowser()
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const wallets: AnvilWalletKit[] = []

beforeAll(() => {
  process.env.IS_VITEST = 'true' // the Node wallet skips the verify server
  process.env.DISABLE_GLOBAL_CORE = 'true'
})
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.destroy()
})

async function createWallet(): Promise<AnvilWalletKit> {
  const wallet = await AnvilWalletKit.create({
    relayUrl: env.demo.relayUrl,
    privateKey: ANVIL_KEY_0,
    chains: env.demo.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.directUrl })),
  })
  wallets.push(wallet)
  return wallet
}

/** Opens the WalletConnect view and returns the pairing URI the 'Copy link' button puts on the clipboard. */
async function copyPairingUri(session: Session): Promise<string> {
  const { page, context } = session
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: /^WalletConnect/ }).click()
  const view = page.locator('[data-walletport-modal] [role="dialog"][data-view="ConnectingWalletConnect"]')
  await view.getByRole('img', { name: 'QR code to connect with WalletConnect' }).waitFor()
  await view.getByRole('button', { name: 'Copy link' }).click()
  await view.getByText('Link copied').waitFor()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** A fresh page on the demo, paired with a new wallet through the URI from Copy link; the proposal is left to answer. */
async function pairedPage() {
  const session = await env.open()
  await session.page.goto(session.url)
  const uri = await copyPairingUri(session)
  const wallet = await createWallet()
  const proposal = wallet.nextProposal()
  await wallet.pair(uri)
  return { page: session.page, uri, wallet, proposal: await proposal }
}

describe('WalletConnect in Chromium', () => {
  it('pairs through the relay with the URI from Copy link, connects, and signs with the wallet', async () => {
    const { page, uri, wallet, proposal } = await pairedPage()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(proposal.dappName).toBe('walletport demo')
    await wallet.approve(proposal.id)

    await waitForStatus(page, 'connected')
    await modal(page).waitFor({ state: 'hidden' })
    expect(await page.getByTestId('state-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('state-wallet').textContent()).toBe('WalletConnect')
    await expect.poll(() => connectButton(page).textContent()).toContain(ACCOUNT_0_SHORT)

    // A request over the session: the wallet in this test signs, the page shows the result.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => wallet.answered.length, { timeout: 10_000 }).toBe(1)
    const [answer] = wallet.answered
    expect(answer?.method).toBe('personal_sign')
    const message = await page.getByRole('textbox', { name: /message/i }).inputValue()
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: answer?.result as `0x${string}` })).toBe(true)
    await page.getByTestId('results').getByText('Sign message: done').waitFor()
  })

  it('a reload restores the session with no new pairing, and requests still reach the wallet', async () => {
    const { page, wallet, proposal } = await pairedPage()
    await wallet.approve(proposal.id)
    await waitForStatus(page, 'connected')

    let proposals = 0
    wallet.onProposal(() => (proposals += 1))
    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('state-address').textContent()).toBe(ACCOUNT_0)
    expect(await modal(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('results').getByText('Sign message: done').waitFor()
    expect(wallet.answered.map((answer) => answer.method)).toEqual(['personal_sign'])
    expect(proposals).toBe(0)

    // Disconnect from the page ends the session on the wallet's side too.
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await waitForStatus(page, 'disconnected')
    await expect.poll(() => wallet.sessions().length, { timeout: 10_000 }).toBe(0)
  })

  it('the wallet rejects: the view says so and Try again shows a fresh QR code', async () => {
    const { page, uri, wallet, proposal } = await pairedPage()
    await wallet.reject(proposal.id)
    const view = page.locator('[data-walletport-modal] [role="dialog"][data-view="ConnectingWalletConnect"]')
    await view.getByRole('alert').getByText('Connection declined').waitFor()
    await view.getByRole('button', { name: 'Try again' }).click()
    const qr = view.getByRole('img', { name: 'QR code to connect with WalletConnect' })
    await qr.waitFor()
    expect(await qr.getAttribute('data-uri')).not.toBe(uri)
  })
})
