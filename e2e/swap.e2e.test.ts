// Account → Swap in Chromium on the demo (features.swaps on), light and dark: DUSD to pay with
// (picked through the search), ETH to receive, 10 DUSD → the quote (rate, price impact, network
// fee, slippage) → Approve & swap, approved in the Dev Wallet (two prompts, approve then swap, or
// one when the wallet batches them atomically) → 'Swapped DUSD for ETH'; the account's DUSD on
// anvil A dropped by exactly 10. axe-core finds nothing serious or critical on the form, the
// token picker and the outcome (e2e/artifacts/axe-swap-<theme>.json).
// Needs the reference server's convert routes over the local AMM (the swap-chain branch).
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, answerDevWallet, openWalletFeature, runAxe, screenshot, seriousOrCritical, settled, writeArtifact, type AxeResult } from './support/session.js'

const env = useDemoInBrowser()

/** The demo DUSD on anvil A as the reference server's convert tokens list it, and a reader of the Dev Wallet's balance of it on the chain. */
async function dusdOnAnvilA(): Promise<{ readonly decimals: number; readonly balance: () => Promise<bigint> }> {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no anvil A')
  const answer = (await (await fetch(`${env.demo.apiUrl}/v1/convert/tokens?chainId=eip155:${chain.chainId}&projectId=&st=e2e&sv=e2e`)).json()) as { tokens?: { symbol: string; address: string; decimals: number }[] }
  const token = answer.tokens?.find((candidate) => candidate.symbol === 'DUSD')
  if (!token) throw new Error('the reference server lists no DUSD to swap on anvil A (its convert routes come with the swap-chain branch)')
  const address = token.address.split(':').at(-1) as Address
  const client = createPublicClient({ transport: http(chain.directUrl) })
  return { decimals: token.decimals, balance: () => client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT_0] }) }
}

describe('Swap on the demo', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: DUSD → ETH with approve; the quote's details; approved in the Dev Wallet; DUSD spent on chain; axe finds nothing serious`, async () => {
      const dusd = await dusdOnAnvilA()
      const before = await dusd.balance()
      const session = await env.open({ theme })
      const { page } = session
      await page.goto(session.url)
      const form = await openWalletFeature(page, 'Swap', 'Swap')
      await form.getByRole('button', { name: /^Token to pay with: / }).click()
      await form.getByRole('searchbox', { name: 'Search tokens' }).fill('dusd')
      await form.getByRole('list', { name: 'Choose the token to pay with' }).getByRole('button', { name: /^DUSD/ }).click()
      await form.getByRole('button', { name: /^Token to receive: / }).click()
      await settled(page)
      const audits: AxeResult[] = [await runAxe(page, '[data-walletport-modal]')]
      await form.getByRole('list', { name: 'Choose the token to receive' }).getByRole('button', { name: /^ETH/ }).click()
      await form.getByRole('textbox', { name: 'You pay' }).fill('10')

      // The first run approves (a fresh chain: no allowance); the second may find an unlimited one left by the first.
      const submit = form.getByRole('button', { name: /^(Approve & swap|Swap)$/ })
      await form.getByRole('button', { name: theme === 'light' ? 'Approve & swap' : /^(Approve & swap|Swap)$/ }).waitFor({ timeout: 10_000 })
      await form.getByText('Rate').waitFor()
      const details = await form.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]))
      expect(details).toEqual([
        ['Rate', expect.stringMatching(/^1 DUSD = [\d.,]+ ETH$/)],
        ['Price impact', expect.stringMatching(/^[\d.,]+ %$/)],
        ['Network fee', expect.stringMatching(/^[\d.,<]+ ETH/)],
        ['Max. slippage', '1 %'],
        ['Minimum received', expect.stringMatching(/^[\d.,<]+ ETH$/)],
      ])
      await settled(page)
      audits.push(await runAxe(page, '[data-walletport-modal]'))
      await screenshot(page, `swap-quote-${theme}`)

      await submit.click()
      const done = form.getByText('Swapped DUSD for ETH: the transaction is confirmed.')
      // The approval, then the swap (or one prompt: the wallet batches them atomically, or no approval is needed).
      await answerDevWallet(page, 'Approve')
      const second = answerDevWallet(page, 'Approve')
      second.catch(() => undefined)
      await Promise.race([done.waitFor({ timeout: 30_000 }), second])
      await done.waitFor({ timeout: 30_000 })
      audits.push(await runAxe(page, '[data-walletport-modal]'))
      await screenshot(page, `swap-done-${theme}`)

      expect(await dusd.balance()).toBe(before - parseUnits('10', dusd.decimals))
      await writeArtifact(`axe-swap-${theme}.json`, audits)
      for (const audit of audits) {
        expect(seriousOrCritical(audit.violations), `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-swap-${theme}.json`).toEqual([])
      }
    }, 180_000)
  }
})
