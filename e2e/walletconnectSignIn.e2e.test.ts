// One-click sign-in over WalletConnect in a real browser: the demo at ?siwx=required pairs through
// the local relay with a walletkit wallet (Node) that answers wc_sessionAuthenticate; one approval
// connects and signs in, and no personal_sign follows.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AnvilWalletKit } from '../demo/wallet/AnvilWalletKit.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { connectButton, modal } from './support/session.js'

const env = useDemoInBrowser()
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const wallets: AnvilWalletKit[] = []

beforeAll(() => {
  process.env.IS_VITEST = 'true'
  process.env.DISABLE_GLOBAL_CORE = 'true'
})
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.destroy()
})

describe('one-click WalletConnect sign-in in Chromium (?siwx=required)', () => {
  it('scan once, sign once: connected and signed in with one approval, no second prompt', async () => {
    const session = await env.open()
    const { page, context } = session
    await page.goto(`${session.url}&siwx=required`)
    await page.getByTestId('siwx-status').getByText('signedOut', { exact: true }).waitFor()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: /^WalletConnect/ }).click()
    const view = page.locator('[data-walletport-modal] [role="dialog"][data-view="ConnectingWalletConnect"]')
    await view.getByRole('button', { name: 'Copy link' }).click()
    await view.getByText('Link copied').waitFor()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await AnvilWalletKit.create({
      relayUrl: env.demo.relayUrl,
      privateKey: ANVIL_KEY_0,
      chains: env.demo.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.directUrl })),
      authenticate: true,
    })
    wallets.push(wallet)
    const request = wallet.nextAuthentication()
    await wallet.pair(uri)
    await wallet.approveAuthentication((await request).id)
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.locator('[data-walletport-modal] [data-view="SIWXSignMessage"]').count()).toBe(0)
    expect(wallet.answered.filter((answer) => answer.method === 'personal_sign')).toEqual([])
  })
})
