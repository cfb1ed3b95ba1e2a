// Account → Swap in Chromium on the demo (features.swaps on) over the reference server's convert
// routes and the demo AMM on anvil A: DUSD to pay with (picked through the search), ETH to
// receive, 10 DUSD → the quote (rate, price impact, network fee, slippage, minimum received) →
// Approve & swap → 'Swapped DUSD for ETH'. Light: the Dev Wallet batches atomically (EIP-5792 +
// EIP-7702), so approve and swap are one `wallet_sendCalls` and one prompt ('Send 2 calls').
// Dark, with `?atomic=off`: the approval, its receipt, then the swap: two prompts. Each time the
// account's DUSD on anvil A dropped by exactly 10 and its ETH grew by at least the minimum
// received less the gas. axe-core finds nothing serious or critical (e2e/artifacts/axe-swap-<theme>.json).
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, answerDevWallet, openWalletFeature, runAxe, screenshot, seriousOrCritical, settled, walletMethods, writeArtifact, type AxeResult } from './support/session.js'

const env = useDemoInBrowser()

/** The demo DUSD on anvil A as the reference server's convert tokens list it, and readers of the Dev Wallet's DUSD and ETH on the chain. */
async function anvilA(): Promise<{ readonly decimals: number; readonly dusd: () => Promise<bigint>; readonly eth: () => Promise<bigint> }> {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no anvil A')
  const answer = (await (await fetch(`${env.demo.apiUrl}/v1/convert/tokens?chainId=eip155:${chain.chainId}&projectId=&st=e2e&sv=e2e`)).json()) as { tokens?: { symbol: string; address: string; decimals: number }[] }
  const token = answer.tokens?.find((candidate) => candidate.symbol === 'DUSD')
  if (!token) throw new Error('the reference server lists no DUSD to swap on anvil A')
  const address = token.address.split(':').at(-1) as Address
  const client = createPublicClient({ transport: http(chain.directUrl) })
  return {
    decimals: token.decimals,
    dusd: () => client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT_0] }),
    eth: () => client.getBalance({ address: ACCOUNT_0 }),
  }
}

describe('Swap on the demo', () => {
  for (const { theme, atomic } of [
    { theme: 'light', atomic: true },
    { theme: 'dark', atomic: false },
  ] as const) {
    it(`${theme}: DUSD → ETH with approve, ${atomic ? 'one atomic bundle' : 'two transactions'}; the quote's details; DUSD spent and ETH received on chain; axe finds nothing serious`, async () => {
      const chain = await anvilA()
      const [dusdBefore, ethBefore] = await Promise.all([chain.dusd(), chain.eth()])
      const session = await env.open({ theme })
      const { page } = session
      await page.goto(atomic ? session.url : `${session.url}&atomic=off`)
      const form = await openWalletFeature(page, 'Swap', 'Swap')
      await form.getByRole('button', { name: /^Token to pay with: / }).click()
      await form.getByRole('searchbox', { name: 'Search tokens' }).fill('dusd')
      await form.getByRole('list', { name: 'Choose the token to pay with' }).getByRole('button', { name: /^DUSD/ }).click()
      await form.getByRole('button', { name: /^Token to receive: / }).click()
      await settled(page)
      const audits: AxeResult[] = [await runAxe(page, '[data-walletport-modal]')]
      await form.getByRole('list', { name: 'Choose the token to receive' }).getByRole('button', { name: /^ETH/ }).click()
      await form.getByRole('textbox', { name: 'You pay' }).fill('10')

      // Each run approves exactly the amount, which the swap spends: no allowance is left over.
      const submit = form.getByRole('button', { name: 'Approve & swap' })
      await submit.waitFor({ timeout: 10_000 })
      await form.getByText('Rate').waitFor()
      const details = await form.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]))
      expect(details).toEqual([
        ['Rate', expect.stringMatching(/^1 DUSD = [\d.,]+ ETH$/)],
        ['Price impact', expect.stringMatching(/^[\d.,]+ %$/)],
        ['Network fee', expect.stringMatching(/^[\d.,<]+ ETH/)],
        ['Max. slippage', '1 %'],
        ['Minimum received', expect.stringMatching(/^[\d.,]+ ETH$/)],
      ])
      const minimum = parseEther(String(details[4]?.[1]).replace(/ ETH$/, '').replaceAll(',', ''))
      await settled(page)
      audits.push(await runAxe(page, '[data-walletport-modal]'))
      await screenshot(page, `swap-quote-${theme}`)

      await submit.click()
      if (atomic) {
        await answerDevWallet(page, 'Approve', 'Send 2 calls')
      } else {
        await answerDevWallet(page, 'Approve')
        await answerDevWallet(page, 'Approve')
      }
      await form.getByText('Swapped DUSD for ETH: the transaction is confirmed.').waitFor({ timeout: 30_000 })
      audits.push(await runAxe(page, '[data-walletport-modal]'))
      await screenshot(page, `swap-done-${theme}`)

      const sent = (await walletMethods(page)).filter((method) => method === 'wallet_sendCalls' || method === 'eth_sendTransaction')
      expect(sent).toEqual(atomic ? ['wallet_sendCalls'] : ['eth_sendTransaction', 'eth_sendTransaction'])
      expect(await chain.dusd()).toBe(dusdBefore - parseUnits('10', chain.decimals))
      // Gas on anvil costs far less than 0.001 ETH here.
      expect(await chain.eth()).toBeGreaterThan(ethBefore + minimum - parseEther('0.001'))
      await writeArtifact(`axe-swap-${theme}.json`, audits)
      for (const audit of audits) {
        expect(seriousOrCritical(audit.violations), `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-swap-${theme}.json`).toEqual([])
      }
    }, 180_000)
  }
})
