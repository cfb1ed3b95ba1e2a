// The demo as a wagmi dapp (`/?wagmi`, demo/wagmi) in Chromium with the Dev Wallet: connect in
// walletport's modal, and wagmi's hooks see the connection; a useWriteContract transfer of the demo
// DUSD, approved in the Dev Wallet, lands on anvil A; wagmi's useDisconnect closes walletport's
// connection (its ConnectButton reads Connect again). The page reloads into the same connection
// through wagmi's reconnect and walletport's restore, with no prompt.
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { RECIPIENT } from '../demo/App.js'
import { DEMO_DUSD } from '../demo/payDemo.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, answerDevWallet, connectButton, modal, promptCount, screenshot, waitForView } from './support/session.js'

const env = useDemoInBrowser()

describe('walletport/wagmi on the demo (?wagmi)', () => {
  it('connect in the modal → wagmi connected; useWriteContract transfer lands on anvil; a reload restores without a prompt; wagmi\'s disconnect closes walletport\'s connection', async () => {
    const chain = env.demo.chains[0]
    if (!chain) throw new Error('no chain')
    const client = createPublicClient({ transport: http(chain.directUrl) })
    const dusdOf = () => client.readContract({ address: DEMO_DUSD, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
    // Every status the wagmi panel shows, in order, across loads (to see a reload never shows 'disconnected').
    const recordStatuses = `addEventListener('DOMContentLoaded', () => {
      window.__wagmiStatuses = []
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="wagmi-status"]')?.textContent
        if (shown && window.__wagmiStatuses.at(-1) !== shown) window.__wagmiStatuses.push(shown)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })`
    const statuses = () => page.evaluate(() => (window as unknown as { __wagmiStatuses: string[] }).__wagmiStatuses)
    const session = await env.open({ theme: 'light', initScript: recordStatuses })
    const { page } = session
    await page.goto(`${session.url}&wagmi`)
    await page.getByTestId('wagmi-status').getByText('disconnected', { exact: true }).waitFor()

    await connectButton(page).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
    await answerDevWallet(page, 'Approve', 'Connect to this site?')
    await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(ACCOUNT_0)
    await page.getByTestId('wagmi-balance').getByText(/ETH$/).waitFor()
    await page.getByTestId('wagmi-dusd').getByText(/^\d/).waitFor()
    await screenshot(page, 'wagmi-connected')

    const before = await dusdOf()
    await page.getByRole('button', { name: 'Transfer 1 DUSD' }).click()
    await answerDevWallet(page, 'Approve')
    await page.getByTestId('wagmi-transfer').getByText(/^success: 0x[0-9a-f]{64}$/).waitFor({ timeout: 20_000 })
    expect(await dusdOf()).toBe(before + parseUnits('1', 6))

    // A reload: WagmiProvider's reconnect waits for walletport's restore; the wallet is not asked again.
    const prompts = await promptCount(page)
    await page.reload()
    await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(ACCOUNT_0)
    expect(await promptCount(page)).toBe(0)
    expect(prompts).toBeGreaterThan(0)
    expect(await statuses()).not.toContain('disconnected')
    expect((await statuses()).at(-1)).toBe('connected')

    await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
    await page.getByTestId('wagmi-status').getByText('disconnected', { exact: true }).waitFor()
    await connectButton(page).getByText(/Connect/).waitFor()
    expect(await page.evaluate(() => window.walletportDemo?.walletport.getState().connections.length)).toBe(0)
    await screenshot(page, 'wagmi-disconnected')
    await session.close()
  }, 180_000)
})
