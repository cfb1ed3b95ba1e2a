// Email login through the embedded wallet, as a visitor does it: the address in the Connect view,
// the code read from the reference backend's outbox (their inbox), approvals in the frame's own UI.
import type { FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { connectButton, modal, waitForStatus, waitForView } from './session.js'

/** What the demo exposes on `window` (demo/main.tsx), as far as the email tests use it. */
export interface EmailDemoWindow {
  readonly walletportDemo: { readonly walletport: { getAccount(): { address?: string; user?: { email?: string } } } }
}

let visitors = 0
/** A fresh address per test: the backend keeps its users for the whole file. */
export const nextEmail = (): string => `visitor${++visitors}-${Date.now()}@example.com`

/**
 * The latest one-time code the backend at `frameUrl` "sent" to `email`.
 * @example await codeFor(demo.frameUrl, 'visitor@example.com') // '483920'
 */
export async function codeFor(frameUrl: string, email: string): Promise<string> {
  const response = await fetch(`${frameUrl}/outbox.json?email=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { kind: string; code?: string }[] }
  const code = messages.find((message) => message.kind === 'otp')?.code
  if (!code) throw new Error(`no code in the outbox for ${email}`)
  return code
}

/** The embedded wallet's iframe, as the page embeds it. */
export function embeddedFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[data-walletport-frame]')
}

/** Connect → email → Continue: the code view. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await connectButton(page).click()
  await waitForView(page, 'Connect')
  const field = modal(page).getByRole('textbox', { name: 'Email', exact: true })
  await field.fill(email)
  await modal(page).getByRole('button', { name: 'Continue' }).click()
}

/**
 * The whole login: address, the code from the outbox typed into the six boxes, connected.
 * @example const { address } = await logInByEmail(page, demo.frameUrl)
 */
export async function logInByEmail(page: Page, frameUrl: string, email = nextEmail()): Promise<{ readonly email: string; readonly address: string }> {
  await submitEmail(page, email)
  const view = await waitForView(page, 'EmailVerifyOtp')
  await view.getByText(`Enter the code sent to ${email}`).waitFor()
  await view.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await codeFor(frameUrl, email))
  await waitForStatus(page, 'connected')
  const address = await page.evaluate(() => (window as unknown as EmailDemoWindow).walletportDemo.walletport.getAccount().address)
  return { email, address: address ?? '' }
}

/** Waits for the frame's approve view, then approves once Approve is enabled (after 500 ms visible); the text it showed. */
export async function approveInFrame(page: Page, heading: string | RegExp): Promise<string> {
  const view = embeddedFrame(page)
  await view.getByRole('heading', { name: heading }).waitFor()
  const text = (await view.locator('body').innerText()) ?? ''
  const approve = view.getByRole('button', { name: 'Approve' })
  await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
  await approve.click()
  return text
}

/** One JSON-RPC call to a local node (anvil, the local Solana RPC); its result. */
export async function jsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: unknown }).result
}
