// The wallet directory in Chromium: the demo's reference server serves a dozen real wallets
// with local images and the project config; nothing is asked before the first open.
import { describe, expect, it } from 'vitest'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import { connectButton, modal, settled, waitForView } from './support/session.js'

const env = useDemoInBrowser()

/** The directory and config paths the page asked the reference server, in order. */
function directoryCalls(requests: readonly string[], apiUrl: string): string[] {
  return requests
    .filter((url) => url.startsWith(apiUrl))
    .map((url) => new URL(url))
    .filter((url) => /^\/(getWallets|getWalletImage\/|appkit\/|projects\/)/.test(url.pathname))
    .map((url) => (url.pathname === '/getWallets' ? `/getWallets?entries=${url.searchParams.get('entries') ?? ''}${url.searchParams.has('search') ? `&search=${url.searchParams.get('search') ?? ''}` : ''}` : url.pathname))
}

describe('the wallet directory on the reference server', () => {
  it('first open: nothing before it; then the config and the 4 recommended wallets in Connect, with their images', async () => {
    const { page, requests, url } = await env.open()
    await page.goto(url)
    await connectButton(page).waitFor()
    await settled(page)
    expect(directoryCalls(requests, env.demo.apiUrl)).toEqual([])

    await connectButton(page).click()
    const connect = await waitForView(page, 'Connect')
    const recommended = connect.getByRole('list', { name: 'Recommended' })
    await recommended.waitFor()

    expect(await recommended.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('MetaMask'),
      expect.stringContaining('Trust Wallet'),
      expect.stringContaining('Coinbase Wallet'),
      expect.stringContaining('Rainbow'),
    ])
    await expect.poll(() => recommended.locator('img').count()).toBe(4)
    expect(await recommended.locator('img').first().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await expect.poll(() => directoryCalls(requests, env.demo.apiUrl).filter((path) => !path.startsWith('/getWalletImage/'))).toEqual(
      expect.arrayContaining(['/appkit/v1/config', '/projects/v1/origins', '/getWallets?entries=4']),
    )
    // No alert: the demo's origin is allowed and the config answered.
    expect(await modal(page).getByRole('alert').count()).toBe(0)
  })

  it('All wallets: the dozen wallets (4 recommended + 8), each image fetched once; search narrows after the pause', async () => {
    const { page, requests, url } = await env.open()
    await page.goto(url)
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: 'All wallets' }).click()
    const all = await waitForView(page, 'AllWallets')
    const directory = all.getByRole('list', { name: 'Wallet directory' })
    await directory.waitFor()

    expect(await all.getByRole('list', { name: 'Recommended' }).getByRole('listitem').count()).toBe(4)
    expect(await directory.getByRole('listitem').count()).toBe(8)
    const shownImages = async () =>
      (await all.getByRole('list', { name: 'Recommended' }).locator('img[src^="data:image/svg+xml"]').count()) +
      (await directory.locator('img[src^="data:image/svg+xml"]').count())
    await expect.poll(shownImages).toBe(12)
    const images = directoryCalls(requests, env.demo.apiUrl).filter((path) => path.startsWith('/getWalletImage/'))
    expect(images).toHaveLength(12)
    expect(new Set(images).size).toBe(12)

    await all.getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
    await expect.poll(() => directory.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Rainbow')])
    expect(await all.getByRole('list', { name: 'Recommended' }).count()).toBe(0)
    expect(directoryCalls(requests, env.demo.apiUrl)).toContain('/getWallets?entries=100&search=rain')
  })
})
