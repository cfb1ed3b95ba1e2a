// The embedded wallet on Solana in a real browser: after an email login on the EVM chain, picking
// the local Solana network connects the same login's Solana account with no new code; the frame
// signs a message and a transfer in its own approve view, and the transfer lands on the local
// Solana RPC (litesvm). One demo and one Chromium for the file; a fresh context per test.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_SOLANA_RECIPIENT } from '../demo/solanaDemo.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { approveInFrame, jsonRpc, logInByEmail } from './support/emailSession.js'
import { connectButton, modal, networkButton, waitForStatus, waitForView } from './support/session.js'
import { lamportsOf } from './support/solanaSession.js'

const env = useDemoInBrowser()
const SOL = 1_000_000_000n

async function load() {
  const session = await env.open({ theme: 'light' })
  await session.page.goto(session.url)
  await connectButton(session.page).waitFor()
  return session
}

/** Networks → Local Solana: the embedded wallet connects there (no SwitchActiveChain, no wallet list). */
async function toSolana(page: Page): Promise<string> {
  await networkButton(page).click()
  await (await waitForView(page, 'Networks')).getByRole('button', { name: /^Local Solana/ }).click()
  await page.getByTestId('state-active').getByText('solana', { exact: true }).waitFor()
  await expect.poll(async () => (await page.getByTestId('state-solana-address').textContent()) ?? '').toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return (await page.getByTestId('state-solana-address').textContent()) ?? ''
}

describe('The embedded wallet on Solana (Chromium, the frame on its own origin)', () => {
  it('picking Solana after an email login connects its Solana account with no new code; a reload resumes both', async () => {
    const { page, requests } = await load()
    const { address: evmAddress } = await logInByEmail(page, env.demo.frameUrl)
    const codesBefore = requests.filter((url) => url.startsWith(env.demo.frameUrl) && url.includes('/v1/email/')).length

    const solanaAddress = await toSolana(page)

    expect(await page.locator('[data-view="SwitchActiveChain"]').count()).toBe(0)
    await modal(page).waitFor({ state: 'hidden' })
    expect(await page.getByTestId('state-evm-address').textContent()).toBe(evmAddress)
    expect(requests.filter((url) => url.startsWith(env.demo.frameUrl) && url.includes('/v1/email/')).length).toBe(codesBefore)

    await page.reload()
    await waitForStatus(page, 'connected')
    await page.getByTestId('state-solana-address').getByText(solanaAddress).waitFor()
    expect(await page.getByTestId('state-evm-address').textContent()).toBe(evmAddress)
  })

  it('a message and a SOL transfer are approved in the frame; the signature verifies and the SOL lands on the local Solana RPC', async () => {
    const { page } = await load()
    await logInByEmail(page, env.demo.frameUrl)
    const solanaAddress = await toSolana(page)
    await modal(page).waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const asked = await approveInFrame(page, /Sign message/)
    expect(asked).toContain(`Requested by ${new URL(page.url()).origin}`)
    expect(asked).toContain('Hello from walletport')
    const results = page.getByTestId('results')
    await results.getByText('Sign message: done').waitFor()
    const signature = (await results.locator('li').first().locator('.mono').textContent()) ?? ''
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello from walletport'), base58.decode(solanaAddress))).toBe(true)

    // The new account has no SOL: the local faucet gives it some, then the frame signs and sends.
    const rpcUrl = env.demo.solana.rpcUrl
    await jsonRpc(rpcUrl, 'requestAirdrop', [solanaAddress, Number(SOL)])
    await expect.poll(() => lamportsOf(rpcUrl, solanaAddress)).toBe(SOL)
    const recipientBefore = await lamportsOf(rpcUrl, DEMO_SOLANA_RECIPIENT)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    const transfer = await approveInFrame(page, /transaction/i)
    expect(transfer).toContain(DEMO_SOLANA_RECIPIENT)
    await page.getByTestId('solana-signature').waitFor()
    expect(await lamportsOf(rpcUrl, DEMO_SOLANA_RECIPIENT)).toBe(recipientBefore + SOL / 100n)
    expect(await lamportsOf(rpcUrl, solanaAddress)).toBeLessThan(SOL - SOL / 100n)
  })
})
