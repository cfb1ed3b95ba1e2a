// Smart accounts of the embedded wallet in a real browser: email login through the reference
// frame, the Account view's switch to the smart account (the factory `npm start` deployed on the
// anvils gives its counterfactual address), a send from it that deploys it on first use and lands
// on anvil, and sign-in with SIWX required as the smart account: EIP-6492 before deployment, then
// EIP-1271 after, each checked by the demo server's walletport/siwx/server. One demo and one
// Chromium for the file; a fresh context per test.
import type { Page } from 'playwright-core'
import { createPublicClient, getAddress, http, isErc6492Signature, parseEther, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { SMART_ACCOUNT_FACTORY_ABI, SMART_ACCOUNT_FACTORY_ADDRESS, SMART_ACCOUNT_SALT } from '../embedded-wallet/smartAccount/smartAccountContracts.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { approveInFrame, embeddedFrame, jsonRpc, logInByEmail, nextEmail } from './support/emailSession.js'
import { connectButton, modal, runAxe, seriousOrCritical, waitForStatus, waitForView, type Theme } from './support/session.js'

const env = useDemoInBrowser()
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

interface DemoWindow {
  readonly walletportDemo: { readonly walletport: { getAccount(): { address?: string; preferredAccountTypes?: { eip155?: string }; smartAccountDeployed?: boolean } } }
}

function anvil() {
  const url = env.demo.chains[0]?.directUrl ?? ''
  return { url, client: createPublicClient({ transport: http(url) }) }
}

async function smartAccountOf(owner: Address): Promise<Address> {
  return getAddress(await anvil().client.readContract({ address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] }))
}

async function account(page: Page) {
  return page.evaluate(() => (window as unknown as DemoWindow).walletportDemo.walletport.getAccount())
}

async function load(query = '', theme: Theme = 'light') {
  const session = await env.open({ theme })
  await session.page.goto(`${session.url}${query}`)
  await connectButton(session.page).waitFor()
  return session
}

/** The Account view's switch, clicked; waits for the account to be `address`. */
async function switchAccount(page: Page, to: 'smart account' | 'EOA', address: Address): Promise<void> {
  await connectButton(page).click()
  const view = await waitForView(page, 'Account')
  await view.getByRole('button', { name: `Switch to your ${to}` }).click()
  await expect.poll(async () => (await account(page)).address, { timeout: 10_000 }).toBe(address)
}

/** Funds the owner's key (gas) and the smart account (the value it sends), then the demo's send, approved in the frame; the receipt. */
async function sendFromSmartAccount(page: Page, owner: Address, smart: Address) {
  const { url, client } = anvil()
  await jsonRpc(url, 'anvil_setBalance', [owner, '0xde0b6b3a7640000'])
  await jsonRpc(url, 'anvil_setBalance', [smart, '0xde0b6b3a7640000'])
  const recipientBefore = await client.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: /^Send .* ETH to account #2$/ }).click()
  // The frame shows which account acts: the smart account.
  expect(await approveInFrame(page, 'Send transaction')).toContain(smart)
  const results = page.getByTestId('results')
  await results.getByText(/Send .* ETH: done/).waitFor()
  const hash = (await results.locator('li').first().locator('.mono').textContent()) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  // The owner's key paid the gas and called the account, which paid the value from its own balance.
  expect(getAddress(receipt.from)).toBe(owner)
  expect(getAddress(receipt.to ?? '0x')).toBe(smart)
  expect((await client.getBalance({ address: RECIPIENT })) - recipientBefore).toBe(parseEther('0.001'))
  expect(await client.getBalance({ address: smart })).toBe(parseEther('1') - parseEther('0.001'))
  return receipt
}

/** The signatures the page sent to the demo server's /siwx/verify, in order. */
function verifiedSignatures(page: Page): Hex[] {
  const signatures: Hex[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/siwx/verify') return
    signatures.push((JSON.parse(request.postData() ?? '{}') as { signature: Hex }).signature)
  })
  return signatures
}

describe('Smart accounts of the embedded wallet (Chromium, the reference frame, anvil)', () => {
  it('the Account view switches to the smart account (axe clean); a send from it deploys it on first use and lands on anvil', async () => {
    const { page } = await load()
    const { address } = await logInByEmail(page, env.demo.frameUrl)
    const owner = getAddress(address)
    const smart = await smartAccountOf(owner)
    expect(await anvil().client.getCode({ address: smart })).toBeUndefined()

    await connectButton(page).click()
    const view = await waitForView(page, 'Account')
    const toSmart = view.getByRole('button', { name: 'Switch to your smart account' })
    await toSmart.waitFor()
    expect(seriousOrCritical((await runAxe(page, '[data-walletport-modal]')).violations)).toEqual([])
    await toSmart.click()
    await view.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
    expect(await account(page)).toMatchObject({ address: smart, preferredAccountTypes: { eip155: 'smartAccount' }, smartAccountDeployed: false })
    expect(seriousOrCritical((await runAxe(page, '[data-walletport-modal]')).violations)).toEqual([])
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })

    await sendFromSmartAccount(page, owner, smart)
    expect(await anvil().client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{100,}$/)

    // And back: the EOA is the account again.
    await switchAccount(page, 'EOA', owner)
    expect((await account(page)).preferredAccountTypes?.eip155).toBe('eoa')
  })

  it("sign-in with SIWX required as the smart account: a decline says 'This application might not support Smart Accounts'; EIP-6492 before deployment, EIP-1271 after", async () => {
    const { page } = await load('&siwx=required')
    const signatures = verifiedSignatures(page)
    const email = nextEmail()
    const { address } = await logInByEmail(page, env.demo.frameUrl, email)
    const owner = getAddress(address)
    const smart = await smartAccountOf(owner)

    // The EOA signs in first (sign-in is required), then the visitor switches to the smart account.
    const eoaSign = await waitForView(page, 'SIWXSignMessage')
    await eoaSign.getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInFrame(page, 'Sign message')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    await switchAccount(page, 'smart account', smart)

    // A new account, no session: the sign view opens for the smart account. Decline first.
    const dialog = await waitForView(page, 'SIWXSignMessage')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    const frame = embeddedFrame(page)
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    await frame.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByRole('alert').getByText('This application might not support Smart Accounts', { exact: true }).waitFor()
    expect(seriousOrCritical((await runAxe(page, '[data-walletport-modal]')).violations)).toEqual([])

    // Signing again: EIP-6492 (the account has no code yet), verified by the demo server.
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInFrame(page, 'Sign message')
    await expect.poll(() => page.getByTestId('siwx-address').textContent()).toBe(smart)
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(signatures).toHaveLength(2)
    expect(isErc6492Signature(signatures[1] ?? '0x')).toBe(true)
    expect(await anvil().client.getCode({ address: smart })).toBeUndefined()

    // A send deploys it. Then this page forgets its sign-in sessions and reloads: the embedded
    // session resumes, the frame (reloaded too) kept the visitor's preference, and the smart
    // account, now deployed, signs in again with plain EIP-1271.
    await sendFromSmartAccount(page, owner, smart)
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.includes('siwxSessions')) localStorage.removeItem(key)
    })
    await page.reload()
    await waitForStatus(page, 'connected')
    await expect.poll(async () => (await account(page)).address, { timeout: 10_000 }).toBe(smart)
    expect(await account(page)).toMatchObject({ smartAccountDeployed: true, preferredAccountTypes: { eip155: 'smartAccount' } })
    const again = await waitForView(page, 'SIWXSignMessage')
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInFrame(page, 'Sign message')
    await page.getByTestId('siwx-status').getByText('signedIn', { exact: true }).waitFor()
    expect(await page.getByTestId('siwx-address').textContent()).toBe(smart)
    const last = signatures.at(-1) ?? '0x'
    expect(isErc6492Signature(last)).toBe(false)
    expect(last).toMatch(/^0x[0-9a-f]{130}$/)
  })
})
