// Account → Buy crypto in Chromium on the demo (features.onramp on), light and dark: the amount
// (a preset), the provider (Local Bank, fee 2 %), the quote, Buy → the reference server's
// checkout page in a popup → Pay; the demo USDC arrives on anvil A (read from the chain), the
// modal says so, the Tokens tab lists it and Activity shows the purchase first. axe-core finds
// nothing serious or critical (e2e/artifacts/axe-onramp-<theme>.json, screenshots/onramp-<theme>).
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, openWalletFeature, runAxe, screenshot, seriousOrCritical, waitForView, writeArtifact } from './support/session.js'

const env = useDemoInBrowser()

/** The demo USDC on anvil A, as the reference server offers it, and the Dev Wallet's balance of it on the chain. */
async function usdcBalance(): Promise<bigint> {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no anvil A')
  const options = (await (await fetch(`${env.demo.apiUrl}/v1/onramp/options?projectId=&st=e2e&sv=e2e`)).json()) as {
    purchaseCurrencies: { networks: { chain_id: string; contract_address: `0x${string}` }[] }[]
  }
  const token = options.purchaseCurrencies[0]?.networks.find((network) => network.chain_id === String(chain.chainId))?.contract_address
  if (!token) throw new Error('no demo USDC on anvil A')
  const client = createPublicClient({ transport: http(chain.directUrl) })
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT_0] })
}

describe('Buy crypto on the demo', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: preset, provider, quote, checkout popup, Pay; the USDC arrives on chain and in Tokens and Activity; axe finds nothing serious`, async () => {
      const session = await env.open({ theme })
      const { page } = session
      await page.goto(session.url)
      const buy = await openWalletFeature(page, 'Buy crypto', 'OnRampProviders')
      await buy.getByRole('heading', { name: 'Buy crypto' }).waitFor()
      const purchase = buy.getByRole('combobox', { name: 'You buy' })
      await purchase.waitFor()
      expect(await purchase.inputValue()).toBe('USDC')
      expect(await buy.getByRole('combobox', { name: 'You pay in' }).inputValue()).toBe('USD')
      expect(await buy.getByRole('group', { name: 'Amounts' }).getByRole('button').allTextContents()).toEqual(['100', '250', '500', '1,000'])
      await buy.getByText('Between 10 and 7,500 USD.').waitFor()

      await buy.getByRole('button', { name: '100', exact: true }).click()
      await buy.getByRole('radio', { name: 'Local Bank fee 2%' }).check()
      await buy.getByText('You receive about 98 USDC').waitFor()
      await buy.getByText('Fee 2.00 USD included').waitFor()

      await screenshot(page, `onramp-${theme}`)
      const audit = await runAxe(page, '[data-walletport-modal]')
      await writeArtifact(`axe-onramp-${theme}.json`, audit)
      expect(seriousOrCritical(audit.violations), `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-onramp-${theme}.json`).toEqual([])
      expect(audit.passed).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'label']))

      const before = await usdcBalance()
      const opened = page.waitForEvent('popup')
      await buy.getByRole('button', { name: 'Buy with Local Bank' }).click()
      const checkout = await opened
      await checkout.waitForURL(new RegExp(`^${env.demo.apiUrl}/onramp/checkout/`))
      await checkout.getByRole('heading', { name: 'Local Bank: checkout' }).waitFor()
      expect(await checkout.getByTestId('purchase-amount').textContent()).toBe('98 USDC')
      await checkout.getByRole('button', { name: 'Pay $100.00' }).click()
      await checkout.getByRole('status').getByText(/^98 USDC sent to/).waitFor()

      expect((await usdcBalance()) - before).toBe(parseUnits('98', 6))
      // The checkout told the app (postMessage to its origin): the balance, tokens and Activity are read afresh.
      await buy.getByText('Purchase complete: your balance is updated.').waitFor()
      await checkout.close()

      await buy.getByRole('button', { name: 'Back' }).click()
      const back = await waitForView(page, 'Account')
      const tokens = back.getByRole('list', { name: 'Tokens' })
      await tokens.getByRole('listitem').filter({ hasText: 'USD Coin' }).waitFor()
      const usdcRow = await tokens.getByRole('listitem').filter({ hasText: 'USD Coin' }).textContent()
      expect(usdcRow).toMatch(theme === 'light' ? /98 USDC$/ : /196 USDC$/)
      await back.getByRole('tab', { name: 'Activity' }).click()
      const first = back.getByTestId('activity-list').getByRole('listitem').first()
      await first.waitFor()
      expect(await first.textContent()).toMatch(/^Bought/)
    }, 180_000)
  }
})
