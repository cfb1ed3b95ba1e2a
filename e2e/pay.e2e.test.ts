// Pay from the demo page in Chromium with the Dev Wallet (features.pay on in the demo): the
// page's "Pay the demo shop" panel opens walletport's Pay view with a fixed request on Anvil A.
// Light: 0.01 ETH — the request shown (amount, value, network, recipient), the signature
// rejected in the Dev Wallet ('Signature declined', the request stays, the page hears PAY_ERROR),
// then Pay again, approved → 'Paid', the page hears PAY_SUCCESS with the hash, the shop credited
// on chain. Dark: 1 DUSD — the reference API's balance route down ('Token Balance Unavailable',
// the request stays, nothing sent), back up → paid, the shop's DUSD read on chain. axe-core finds
// nothing serious or critical on the view in either theme (e2e/artifacts/axe-pay-<theme>.json).
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEMO_DUSD, MERCHANT } from '../demo/payDemo.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { answerDevWallet, connectDevWallet, runAxe, screenshot, seriousOrCritical, settled, waitForView, writeArtifact, type AxeResult } from './support/session.js'

const env = useDemoInBrowser()

/** anvil A, straight (not through the demo's RPC proxy): the shop's balances as the chain holds them. */
function anvilA() {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createPublicClient({ transport: http(chain.directUrl) })
  return {
    eth: () => client.getBalance({ address: MERCHANT }),
    dusd: () => client.readContract({ address: DEMO_DUSD, abi: erc20Abi, functionName: 'balanceOf', args: [MERCHANT] }),
  }
}

async function audited(page: Parameters<typeof runAxe>[0], audits: AxeResult[]) {
  await settled(page)
  audits.push(await runAxe(page, '[data-walletport-modal]'))
}

describe('Pay on the demo', () => {
  it('light: 0.01 ETH — shown, rejected (declined, the request stays), paid; the shop credited on chain; axe finds nothing serious', async () => {
    const chain = anvilA()
    const before = await chain.eth()
    const session = await env.open({ theme: 'light' })
    const { page } = session
    const audits: AxeResult[] = []
    await page.goto(session.url)
    await connectDevWallet(page)

    await page.getByRole('button', { name: 'Pay 0.01 ETH' }).click()
    const view = await waitForView(page, 'Pay')
    await view.getByText('walletport demo requests a payment').waitFor()
    await view.getByTestId('pay-amount').getByText('0.01 ETH').waitFor()
    // The USD value shows once the account's rows (with their prices) are in.
    await view.locator('dt', { hasText: 'Value' }).waitFor()
    const lines = await view.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]))
    expect(lines).toEqual([
      ['Value', expect.stringMatching(/^\$[\d,]+\.\d\d$/)],
      ['Network', 'Anvil A'],
      ['To', '0x90F79b…93b906'],
    ])
    await audited(page, audits)
    await screenshot(page, 'pay-request-light')

    await view.getByRole('button', { name: 'Pay', exact: true }).click()
    await view.getByText('Confirm the payment in your wallet…').waitFor()
    await answerDevWallet(page, 'Reject')
    await view.getByRole('alert').getByText('Signature declined. Nothing was paid.').waitFor()
    await page.getByTestId('pay-outcome').getByText(/^Not paid: UserRejectedRequestError/).waitFor()
    expect(await view.getByTestId('pay-amount').textContent()).toBe('0.01 ETH')
    expect(await chain.eth()).toBe(before)
    await audited(page, audits)
    await screenshot(page, 'pay-declined-light')

    await view.getByRole('button', { name: 'Pay', exact: true }).click()
    await answerDevWallet(page, 'Approve')
    await view.getByRole('status').getByText('Paid 0.01 ETH.').waitFor({ timeout: 20_000 })
    const hash = await view.getByTestId('pay-hash').getAttribute('title')
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await page.getByTestId('pay-outcome').getByText(`Paid: ${hash}`).waitFor()
    expect(await chain.eth()).toBe(before + parseEther('0.01'))
    await audited(page, audits)
    await screenshot(page, 'pay-paid-light')

    await writeArtifact('axe-pay-light.json', audits)
    for (const audit of audits) expect(seriousOrCritical(audit.violations), 'serious/critical axe violations; details in e2e/artifacts/axe-pay-light.json').toEqual([])
  }, 180_000)

  it('dark: 1 DUSD — the API down says so and sends nothing, the request stays; back up → paid; the shop’s DUSD on chain; axe finds nothing serious', async () => {
    const chain = anvilA()
    const before = await chain.dusd()
    const session = await env.open({ theme: 'dark' })
    const { page } = session
    const audits: AxeResult[] = []
    // The Dev Wallet's own asset list (wallet_getAssets) would give the balance without the API: off here.
    await page.goto(`${session.url}&walletAssets=off`)
    await connectDevWallet(page)

    await page.getByRole('button', { name: 'Pay 1 DUSD' }).click()
    const view = await waitForView(page, 'Pay')
    await view.getByTestId('pay-amount').getByText('1 DUSD').waitFor()
    await audited(page, audits)

    // The reference API's balance route down: the token's balance cannot be read.
    const balances = `${env.demo.apiUrl}/v1/account/**`
    await page.route(balances, (route) => route.abort('connectionrefused'))
    await view.getByRole('button', { name: 'Pay', exact: true }).click()
    await view.getByRole('alert').getByText('The payment failed: Token Balance Unavailable').waitFor()
    expect(await view.getByTestId('pay-amount').textContent()).toBe('1 DUSD')
    expect(await view.getByTestId('pay-recipient').getAttribute('title')).toBe(MERCHANT)
    await page.getByTestId('pay-outcome').getByText('Not paid: PayError: Token Balance Unavailable').waitFor()
    await audited(page, audits)
    await screenshot(page, 'pay-api-down-dark')

    await page.unroute(balances)
    await view.getByRole('button', { name: 'Pay', exact: true }).click()
    await answerDevWallet(page, 'Approve')
    await view.getByRole('status').getByText('Paid 1 DUSD.').waitFor({ timeout: 20_000 })
    expect(await chain.dusd()).toBe(before + parseUnits('1', 6))
    await audited(page, audits)
    await screenshot(page, 'pay-paid-dark')

    await writeArtifact('axe-pay-dark.json', audits)
    for (const audit of audits) expect(seriousOrCritical(audit.violations), 'serious/critical axe violations; details in e2e/artifacts/axe-pay-dark.json').toEqual([])
  }, 180_000)
})
