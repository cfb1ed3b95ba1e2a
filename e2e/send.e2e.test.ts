// Account → Send in Chromium on the demo (features.send on), light and dark: ETH picked from the
// account's balances, an amount, anvil account #2 as the receiver → Continue → the preview (the
// amount, its value, the network fee, the receiver) → Send, approved in the Dev Wallet → Account's
// Activity tab shows the pending entry (anvil's automine is held off until then), the block is
// mined → the confirmation toast, and the receiver's balance on anvil grew by the amount. axe-core
// finds nothing serious or critical on the form and the preview (e2e/artifacts/axe-send-<theme>.json).
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../tests/support/anvil.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { answerDevWallet, openWalletFeature, runAxe, screenshot, seriousOrCritical, settled, waitForView, writeArtifact, type AxeResult } from './support/session.js'

const env = useDemoInBrowser()

/** anvil A, straight (not through the demo's RPC proxy): to read balances and to hold or mine blocks. */
function anvilA() {
  const chain = env.demo.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createPublicClient({ transport: http(chain.directUrl) })
  const rpc = (method: string, params: unknown[]) => client.request({ method, params } as never)
  return {
    balanceOf: (address: Address) => client.getBalance({ address }),
    automine: (on: boolean) => rpc('evm_setAutomine', [on]),
    mine: () => rpc('evm_mine', []),
  }
}

describe('Send on the demo', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: ETH to account #2 → the preview → approved → pending in Activity → the confirmation toast; the receiver credited; axe finds nothing serious`, async () => {
      const receiver = ANVIL_ACCOUNTS[2]?.address
      if (!receiver) throw new Error('no anvil account #2')
      const chain = anvilA()
      const before = await chain.balanceOf(receiver)
      const session = await env.open({ theme })
      const { page } = session
      await page.goto(session.url)
      const form = await openWalletFeature(page, 'Send', 'WalletSend')
      const token = form.getByRole('combobox', { name: 'Token' })
      await token.waitFor()
      await settled(page)
      const options = await token.getByRole('option').allTextContents()
      const eth = options.find((option) => option.startsWith('ETH '))
      expect(eth).toMatch(/^ETH · [\d,.]+ available$/)
      await token.selectOption({ label: eth ?? '' })
      await form.getByRole('textbox', { name: 'Amount' }).fill('0.5')
      await form.getByRole('textbox', { name: 'To' }).fill(receiver)

      // A problem shows in place first: too many decimals for ETH.
      await form.getByRole('textbox', { name: 'Amount' }).fill('0.1234567890123456789')
      await form.getByRole('button', { name: 'Continue' }).click()
      await form.getByText('The amount has more decimals than this token allows.').waitFor()
      await form.getByRole('textbox', { name: 'Amount' }).fill('0.5')
      const audits: AxeResult[] = [await runAxe(page, '[data-walletport-modal]')]
      await screenshot(page, `send-form-${theme}`)

      await form.getByRole('button', { name: 'Continue' }).click()
      const preview = await waitForView(page, 'WalletSendPreview')
      await preview.getByTestId('send-preview-amount').getByText('0.5 ETH').waitFor()
      // Audit once the view's entrance finished (a half-faded button fails contrast).
      await settled(page)
      const lines = await preview.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]))
      expect(lines).toEqual([
        ['Amount', '0.5 ETH'],
        ['Value', expect.stringMatching(/^\$[\d,]+\.\d\d$/)],
        ['Network fee', expect.stringMatching(/^[\d.]+ ETH$/)],
        ['To', receiver],
      ])
      audits.push(await runAxe(page, '[data-walletport-modal]'))
      await screenshot(page, `send-preview-${theme}`)

      // Blocks held: the transaction stays pending until this test mines it.
      await chain.automine(false)
      try {
        await preview.getByRole('button', { name: 'Send' }).click()
        await preview.getByText('Confirm the transaction in your wallet…').waitFor()
        await answerDevWallet(page, 'Approve')

        const activity = await waitForView(page, 'Account')
        expect(await activity.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
        const first = activity.getByTestId('activity-list').getByRole('listitem').first()
        await first.getByText(/Pending/).waitFor()
        expect(await first.textContent()).toMatch(/^Sent · Pending−0\.5 ETH/)
        await screenshot(page, `send-pending-${theme}`)
        audits.push(await runAxe(page, '[data-walletport-modal]'))
      } finally {
        await chain.mine()
        await chain.automine(true)
      }

      await page.getByRole('status', { name: 'Notifications' }).getByText('Sent 0.5 ETH: the transaction is confirmed.').waitFor({ timeout: 20_000 })
      expect(await chain.balanceOf(receiver)).toBe(before + parseEther('0.5'))

      await writeArtifact(`axe-send-${theme}.json`, audits)
      for (const audit of audits) {
        expect(seriousOrCritical(audit.violations), `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-send-${theme}.json`).toEqual([])
      }
    }, 180_000)
  }
})
