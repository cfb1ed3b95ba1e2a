// Account → Receive in Chromium on the demo (features.receive on), light and dark: the QR code
// encodes the Dev Wallet's address, the address is shown in full, Copy address puts it on the
// real clipboard, the networks are the EVM ones, and axe-core finds nothing serious or critical
// (findings in e2e/artifacts/axe-receive-<theme>.json, screenshots under screenshots/receive-<theme>).
import { describe, expect, it } from 'vitest'
import { qrPath } from '../ui-react/modal/qrPath.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { ACCOUNT_0, openWalletFeature, runAxe, screenshot, seriousOrCritical, waitForView, writeArtifact } from './support/session.js'

const env = useDemoInBrowser()

describe('Receive on the demo', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: the QR code and the address, Copy address, the networks, Back; axe finds nothing serious`, async () => {
      const session = await env.open({ theme })
      const { page, context } = session
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url).origin })
      await page.goto(session.url)
      const receive = await openWalletFeature(page, 'Receive', 'WalletReceive')
      await receive.getByRole('heading', { name: 'Receive' }).waitFor()

      // The QR code is drawn, large enough to scan, and is the address's own code (the same
      // encoder as the WalletConnect pairing QR: equal modules means it decodes to the address).
      const qr = receive.getByRole('img', { name: 'QR code of your address' })
      const box = await qr.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(240)
      const address = (await receive.getByTestId('receive-address').textContent()) ?? ''
      expect(address).toBe(ACCOUNT_0)
      expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(address).d)
      expect(await qr.evaluate((svg) => getComputedStyle(svg).backgroundColor)).toBe('rgb(255, 255, 255)')

      const networks = receive.getByRole('list', { name: 'Networks you can receive on' })
      expect(await networks.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/Anvil A$/), expect.stringMatching(/Anvil B$/)])
      await receive.getByText(/only on one of these networks/).waitFor()

      await receive.getByRole('button', { name: 'Copy address' }).click()
      await page.getByRole('status', { name: 'Notifications' }).getByText('Address copied to the clipboard').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

      await screenshot(page, `receive-${theme}`)
      const audit = await runAxe(page, '[data-walletport-modal]')
      await writeArtifact(`axe-receive-${theme}.json`, audit)
      expect(seriousOrCritical(audit.violations), `serious/critical axe violations (${theme}); details in e2e/artifacts/axe-receive-${theme}.json`).toEqual([])
      expect(audit.passed).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'svg-img-alt', 'list']))

      await receive.getByRole('button', { name: 'Back' }).click()
      await waitForView(page, 'Account')
    }, 120_000)
  }
})
