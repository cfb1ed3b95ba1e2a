// Account → Send in Chromium on the demo, for a token and for the faults a visitor meets:
// - the demo ERC-20 (DUSD): the first Send is rejected in the Dev Wallet ('Signature declined'
//   in place, the preview as it was, nothing moved on chain), the second approved; the receiver's
//   DUSD grows on anvil, Activity shows the send and the Tokens tab the lower balance;
// - the Blockchain API down (every request to it fails in the browser) and a wallet without an
//   asset list (?walletAssets=off): the Send view says
//   'Token Balance Unavailable' with Try again, the wallet stays connected; once the API answers,
//   Try again shows the form and a send goes through.
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../tests/support/anvil.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, answerDevWallet, openWalletFeature, runAxe, seriousOrCritical, settled, waitForStatus, waitForView } from './support/session.js'

const env = useDemoInBrowser()

/** The demo DUSD on anvil A (from the reference API's balance answer) and a balance reader on the chain. */
async function dusdOnAnvilA() {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no anvil A')
  const answer = (await (await fetch(`${env.demo.apiUrl}/v1/account/${ACCOUNT_0}/balance?currency=usd&chainId=eip155:${chain.chainId}&projectId=e2e&st=e2e&sv=e2e`)).json()) as {
    balances: { symbol: string; address?: string }[]
  }
  const token = answer.balances.find((balance) => balance.symbol === 'DUSD')?.address?.split(':')[2] as Address | undefined
  if (!token) throw new Error('no DUSD on anvil A')
  const client = createPublicClient({ transport: http(chain.directUrl) })
  return { balanceOf: (owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) }
}

describe('Send on the demo: a token, a rejected signature, the API down', () => {
  it('DUSD: rejected first (says so, loses nothing), then approved; the receiver credited on chain; Activity and Tokens follow', async () => {
    const receiver = ANVIL_ACCOUNTS[2]?.address
    if (!receiver) throw new Error('no anvil account #2')
    const dusd = await dusdOnAnvilA()
    const before = await dusd.balanceOf(receiver)
    const session = await env.open()
    const { page } = session
    await page.goto(session.url)
    const form = await openWalletFeature(page, 'Send', 'WalletSend')
    const token = form.getByRole('combobox', { name: 'Token' })
    await token.getByRole('option', { name: /^DUSD / }).waitFor({ state: 'attached' })
    await settled(page)
    const options = await token.getByRole('option').allTextContents()
    await token.selectOption({ label: options.find((option) => option.startsWith('DUSD ')) ?? '' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await form.getByRole('textbox', { name: 'To' }).fill(receiver)
    await form.getByRole('button', { name: 'Continue' }).click()
    const preview = await waitForView(page, 'WalletSendPreview')
    await preview.getByTestId('send-preview-amount').getByText('1.5 DUSD').waitFor()

    await preview.getByRole('button', { name: 'Send' }).click()
    await answerDevWallet(page, 'Reject')

    await preview.getByRole('alert').getByText('Signature declined. Nothing was sent.').waitFor()
    expect(await preview.getByTestId('send-preview-amount').textContent()).toBe('1.5 DUSD')
    expect(await dusd.balanceOf(receiver)).toBe(before)
    const audit = await runAxe(page, '[data-walletport-modal]')
    expect(seriousOrCritical(audit.violations)).toEqual([])

    await preview.getByRole('button', { name: 'Send' }).click()
    await answerDevWallet(page, 'Approve')

    await page.getByRole('status', { name: 'Notifications' }).getByText('Sent 1.5 DUSD: the transaction is confirmed.').waitFor({ timeout: 20_000 })
    expect(await dusd.balanceOf(receiver)).toBe(before + parseUnits('1.5', 6))
    const account = await waitForView(page, 'Account')
    expect(await account.getByTestId('activity-list').getByRole('listitem').first().textContent()).toMatch(/^Sent.*−1\.5 DUSD/)
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByText(/998\.5 DUSD/).waitFor()
  }, 120_000)

  it('the API down: the Send view says so with Try again, the wallet stays connected; the API back → the form, and a send lands', async () => {
    const receiver = ANVIL_ACCOUNTS[2]?.address
    if (!receiver) throw new Error('no anvil account #2')
    const session = await env.open()
    const { page } = session
    // The Dev Wallet's own asset list (wallet_getAssets) would fill the view without the API: off here.
    await page.goto(`${session.url}&walletAssets=off`)
    const apiRequests = `${env.demo.apiUrl}/**`
    await page.route(apiRequests, (route) => route.abort('connectionrefused'))

    const form = await openWalletFeature(page, 'Send', 'WalletSend')
    await form.getByText('Token Balance Unavailable').waitFor()
    await waitForStatus(page, 'connected')

    await page.unroute(apiRequests)
    await form.getByRole('button', { name: 'Try again' }).click()
    const token = form.getByRole('combobox', { name: 'Token' })
    await token.waitFor()
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await form.getByRole('textbox', { name: 'To' }).fill(receiver)
    await form.getByRole('button', { name: 'Continue' }).click()
    const preview = await waitForView(page, 'WalletSendPreview')
    await preview.getByRole('button', { name: 'Send' }).click()
    await answerDevWallet(page, 'Approve')
    await page.getByRole('status', { name: 'Notifications' }).getByText(/^Sent 0\.25 ETH: the transaction is confirmed\.$/).waitFor({ timeout: 20_000 })
  }, 120_000)
})
