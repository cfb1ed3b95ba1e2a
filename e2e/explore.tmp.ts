import { launchChromium } from './support/chromium.js'
import { startTestDemo } from './support/demo.js'
const demo = await startTestDemo({ log: (l) => console.log(l) })
const browser = await launchChromium()
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('console', (m) => console.log('console:', m.type(), m.text()))
  page.on('pageerror', (e) => console.log('pageerror:', e.message))
  await page.goto(demo.url)
  await page.waitForFunction(() => (window as any).walletportDemo)
  const t0 = Date.now()
  const action = await page.evaluate(() => (window as any).walletportDemo.walletport.connectEmail({ email: 'alice@example.com' }))
  console.log('action', action, Date.now() - t0, 'ms')
  const outbox = await (await fetch(`${demo.frameUrl}/outbox.json?email=alice@example.com`)).json()
  console.log('outbox', JSON.stringify(outbox))
  const code = outbox.messages.find((m: any) => m.kind === 'otp').code
  const connected = await page.evaluate((otp) => (window as any).walletportDemo.walletport.connectEmailOtp({ otp }), code)
  console.log('connected', connected)
  const signing = page.evaluate(() => (window as any).walletportDemo.walletport.signMessage({ message: 'hello frame' }))
  const frame = page.frameLocator('iframe[data-walletport-frame]')
  await frame.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 10000 })
  console.log('approve text', await frame.locator('body').textContent())
  await page.waitForTimeout(700)
  await frame.getByRole('button', { name: 'Approve' }).click()
  console.log('signature', await signing)
  const address = connected.address
  await fetch(demo.chains[0]!.directUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0xde0b6b3a7640000'] }) })
  const sending = page.evaluate(() => (window as any).walletportDemo.walletport.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 12345n }))
  await frame.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 10000 })
  await page.waitForTimeout(700)
  await frame.getByRole('button', { name: 'Approve' }).click()
  const hash = await sending
  console.log('hash', hash)
  const receipt = await (await fetch(demo.chains[0]!.directUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }) })).json()
  console.log('receipt status', receipt.result?.status)
  await page.reload()
  await page.waitForFunction(() => (window as any).walletportDemo)
  await page.waitForFunction(() => (window as any).walletportDemo.walletport.getAccount().status === 'connected', null, { timeout: 15000 })
  console.log('after reload', await page.evaluate(() => { const a = (window as any).walletportDemo.walletport.getAccount(); return [a.address, a.user?.email] }))
} catch (e) { console.log('ERR', e) } finally {
  await browser.close(); await demo.stop()
}
