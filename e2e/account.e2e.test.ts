// The Account view on real data in Chromium: the demo's reference API reads the local anvil
// chains (balances of ETH and the demo ERC-20s, history from the mined blocks).
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../tests/support/anvil.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, answerDevWallet, connectButton, connectDevWallet, modal, waitForView, type Session } from './support/session.js'

const env = useDemoInBrowser()

async function openAccount(): Promise<Session & { readonly account: Awaited<ReturnType<typeof waitForView>> }> {
  const session = await env.open()
  await session.page.goto(session.url)
  await connectDevWallet(session.page)
  await connectButton(session.page).click()
  return { ...session, account: await waitForView(session.page, 'Account') }
}

/** Account #1 sends `count` small payments to the Dev Wallet's account on anvil A (straight to the chain). */
async function receivePayments(count: number): Promise<void> {
  const sender = ANVIL_ACCOUNTS[1]
  const chain = env.demo.chains[0]
  if (!sender || !chain) throw new Error('no sender or chain')
  const network = { id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.directUrl] } } }
  const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), chain: network, transport: http(chain.directUrl) })
  for (let index = 0; index < count; index += 1) await wallet.sendTransaction({ to: ACCOUNT_0, value: parseEther('0.5') })
}

describe('Account view on the reference API', () => {
  it('Tokens: ETH and the demo tokens with their values and the total', async () => {
    const { account } = await openAccount()

    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.waitFor()
    const rows = await tokens.getByRole('listitem').allTextContents()
    expect(rows).toEqual([
      expect.stringMatching(/^EtherPrice \$2,500\.00\$25,000,000\.0010,000 ETH$/),
      expect.stringMatching(/^Demo GoldPrice \$2,350\.50\$2,350,500\.001,000 DGLD$/),
      expect.stringMatching(/^Demo DollarPrice \$1\.00\$1,000\.001,000 DUSD$/),
    ])
    expect(await account.getByTestId('tokens-total').textContent()).toBe('$27,351,500.00')
  })

  it('Activity: a send made in the demo shows first, in this month', async () => {
    const { page } = await openAccount()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: /^Send 0\.001 ETH/ }).click()
    await answerDevWallet(page, 'Approve')
    await page.getByTestId('results').getByText(/0x[0-9a-f]{64}/).waitFor()
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()

    const list = account.getByTestId('activity-list')
    await list.waitFor()
    const first = list.getByRole('listitem').first()
    // Token amounts show 2 decimals, so 0.001 ETH is dust and reads "<0.01".
    expect(await first.textContent()).toMatch(/^Sent−<0\.01 ETH(now|\d+ seconds? ago)$/)
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date())
    expect(await list.getByRole('region').first().getAttribute('aria-label')).toBe(month)
  })

  it('Activity: scrolling to the end loads page 2 (cursor)', async () => {
    await receivePayments(12)
    const { account, requests } = await openAccount()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const list = account.getByTestId('activity-list')
    await list.waitFor()
    const items = list.locator('li[data-hash]')
    await expect.poll(() => items.count()).toBe(10)

    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))

    await expect.poll(() => items.count()).toBeGreaterThan(10)
    const pages = requests.filter((url) => url.includes('/history')).map((url) => new URL(url).searchParams.get('cursor'))
    expect(pages).toEqual([null, 'o10'])
  })

  it('Names: choose a name, the Dev Wallet signs, the reference API registers it, the header shows it', async () => {
    const { page, account } = await openAccount()
    await account.getByRole('button', { name: 'Choose a name' }).click()
    const view = await waitForView(page, 'RegisterAccountName')

    await view.getByLabel('Your name').fill('carol-e2e')
    await view.getByRole('list', { name: 'Suggestions' }).waitFor()
    await view.getByRole('button', { name: 'Register' }).click()
    await answerDevWallet(page, 'Approve')

    const success = await waitForView(page, 'RegisterAccountNameSuccess')
    expect(await success.getByRole('status').textContent()).toBe('carol-e2e.reown.id is yours')
    await success.getByRole('button', { name: 'Back to your account' }).click()
    const back = await waitForView(page, 'Account')
    expect(await back.getByText('carol-e2e.reown.id', { exact: true }).count()).toBe(1)
  })

  it('the API is down: the Dev Wallet’s own assets (EIP-7811 wallet_getAssets) fill the Tokens tab', async () => {
    const session = await env.open()
    const { page, context } = session
    await context.route(`${env.demo.apiUrl}/v1/account/**`, (route) => route.abort('connectionrefused'))
    await page.goto(session.url)
    await connectDevWallet(page)
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')

    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.waitFor()
    const rows = await tokens.getByRole('listitem').allTextContents()
    expect(rows.map((row) => row.split(' ').at(-1))).toEqual(['ETH', 'DGLD', 'DUSD'])
    expect(rows[2]).toMatch(/^Demo DollarPrice \$1\.00\$1,000\.001,000 DUSD$/)
  })

  it('the API is down and the wallet reports no assets (?walletAssets=off): the view says so and offers a retry that works once it is back', async () => {
    const session = await env.open()
    const { page, context } = session
    await context.route(`${env.demo.apiUrl}/v1/account/**`, (route) => route.abort('connectionrefused'))
    await page.goto(`${session.url}&walletAssets=off`)
    await connectDevWallet(page)
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')

    // The adapter retries 3 times (1 s, 2 s, 4 s) before giving up.
    await account.getByText('Token Balance Unavailable').waitFor({ timeout: 20_000 })
    await context.unroute(`${env.demo.apiUrl}/v1/account/**`)
    await account.getByRole('button', { name: 'Try again' }).click()

    await account.getByRole('list', { name: 'Tokens' }).waitFor()
  })
})
