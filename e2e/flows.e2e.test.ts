// The demo in a real browser: what a person does with walletport and the Dev Wallet.
// One demo (two anvils + production build) and one Chromium for the file; a fresh context
// per test. Every test also fails if a request left 127.0.0.1 or the page threw.
import { describe, expect, it } from 'vitest'
import { isLocalUrl } from './support/chromium.js'
import { useDemoInBrowser } from './support/demoInBrowser.js'
import {
  ACCOUNT_0,
  ACCOUNT_0_SHORT,
  answerDevWallet,
  connectButton,
  connectDevWallet,
  devWalletPopup,
  modal,
  networkButton,
  promptCount,
  waitForStatus,
  waitForView,
  walletMethods,
  type Session,
  type SessionOptions,
} from './support/session.js'

const env = useDemoInBrowser()

/** A fresh context on the demo, loaded; closed (and checked) after the test. */
async function load(options: SessionOptions = {}): Promise<Session> {
  const session = await env.open(options)
  await session.page.goto(session.url)
  await connectButton(session.page).waitFor()
  return session
}

describe('the demo in Chromium', () => {
  it('connects with the Dev Wallet (approved in its popup) and shows the address and balance', async () => {
    const { page } = await load()
    await expect.poll(() => connectButton(page).textContent()).toBe('Connect Wallet')
    await connectDevWallet(page)

    // The modal's button and the host page's state panel, from the hooks.
    await expect.poll(() => connectButton(page).getAttribute('aria-busy')).toBeNull()
    const name = await connectButton(page).textContent()
    expect(name).toContain(ACCOUNT_0_SHORT)
    expect(name).toContain('10,000 ETH')
    expect(await page.getByTestId('state-address').textContent()).toBe(ACCOUNT_0)
    expect(await page.getByTestId('state-balance').textContent()).toBe('10000 ETH')
    expect(await page.getByTestId('state-wallet').textContent()).toBe('Dev Wallet')
    expect(await page.getByTestId('state-network').textContent()).toBe('Anvil A · chain id 31337')
    expect(await networkButton(page).textContent()).toContain('Anvil A')

    // The Account view shows them too.
    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    expect(await account.getByText(ACCOUNT_0_SHORT, { exact: true }).count()).toBe(1)
    expect(await account.getByText('Balance:').locator('..').textContent()).toMatch(/^Balance: 10,000\s*ETH$/)
    expect(await promptCount(page)).toBe(1)
  })

  it('switches network from the modal (Networks view), approved in the Dev Wallet', async () => {
    const { page } = await load()
    await connectDevWallet(page)

    await networkButton(page).click()
    const networks = await waitForView(page, 'Networks')
    expect(await networks.getByRole('button', { name: /^Anvil A/ }).getAttribute('aria-current')).toBe('true')
    await networks.getByRole('button', { name: /^Anvil B/ }).click()

    const switching = await waitForView(page, 'SwitchNetwork')
    expect(await switching.getByRole('status').textContent()).toContain('Switching to Anvil B')
    await answerDevWallet(page, 'Approve', 'Switch network?')

    await modal(page).waitFor({ state: 'hidden' })
    await page.getByTestId('state-network').getByText('Anvil B · chain id 31338').waitFor()
    await expect.poll(() => networkButton(page).textContent()).toContain('Anvil B')
    await page.getByTestId('state-balance').getByText('10000 ETH', { exact: true }).waitFor()
    expect(await walletMethods(page)).toContain('wallet_switchEthereumChain')
  })

  it('a wallet-initiated switch to a chain the app lacks (31339) shows UnsupportedChain, which Escape cannot close', async () => {
    const { page } = await load()
    await connectDevWallet(page)

    // From the wallet's side: its own network menu on the page.
    await page.getByRole('combobox', { name: 'Wallet network' }).selectOption('31339')
    const unsupported = await waitForView(page, 'UnsupportedChain')
    expect(await unsupported.textContent()).toContain("This app doesn't support the network your wallet is on (eip155:31339)")
    await page.getByTestId('state-network').getByText('Unsupported network · chain id 31339').waitFor()
    expect(await networkButton(page).textContent()).toContain('Unsupported network')

    // Escape is refused: the dialog stays, shakes, and says why.
    await unsupported.getByRole('button', { name: /^Anvil A/ }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => unsupported.getAttribute('data-shake')).toBe('true')
    await unsupported.getByRole('alert').getByText("This step can't be skipped.", { exact: false }).waitFor()
    expect(await unsupported.isVisible()).toBe(true)
    // …and so is the close button.
    await unsupported.getByRole('button', { name: 'Close' }).click()
    expect(await unsupported.isVisible()).toBe(true)

    // A supported network, approved in the wallet, ends it.
    await unsupported.getByRole('button', { name: /^Anvil A/ }).click()
    await answerDevWallet(page, 'Approve', 'Switch network?')
    await modal(page).waitFor({ state: 'hidden' })
    await page.getByTestId('state-network').getByText('Anvil A · chain id 31337').waitFor()
  })

  it('disconnects from the Account view, and stays disconnected after a reload', async () => {
    const { page } = await load()
    await connectDevWallet(page)

    await connectButton(page).click()
    const account = await waitForView(page, 'Account')
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await modal(page).waitFor({ state: 'hidden' })
    await waitForStatus(page, 'disconnected')
    await expect.poll(() => connectButton(page).textContent()).toBe('Connect Wallet')
    expect(await page.getByTestId('state-address').textContent()).toBe('—')
    expect(await page.getByTestId('dev-wallet-authorized').textContent()).toBe('not connected')

    await page.reload()
    await connectButton(page).waitFor()
    await waitForStatus(page, 'disconnected')
    expect(await connectButton(page).textContent()).toBe('Connect Wallet')
    expect(await promptCount(page)).toBe(0)
  })

  it('reload: reconnected with no prompt to the wallet (only eth_accounts / eth_chainId asked)', async () => {
    const { page } = await load()
    await connectDevWallet(page)

    await page.reload()
    await waitForStatus(page, 'connected')
    await page.getByTestId('state-balance').getByText('10000 ETH').waitFor()
    await expect.poll(() => connectButton(page).textContent()).toContain(ACCOUNT_0_SHORT)
    expect(await promptCount(page)).toBe(0)
    expect(await devWalletPopup(page).isVisible()).toBe(false)
    expect(await page.getByTestId('state-modal').textContent()).toBe('closed')
    const methods = await walletMethods(page)
    expect(methods.length).toBeGreaterThan(0)
    expect(new Set(methods)).toEqual(new Set(methods.filter((method) => method === 'eth_accounts' || method === 'eth_chainId')))
  })

  it('reload: a returning visitor sees Connecting… from the first paint, never Connect Wallet, while the use cases are held', async () => {
    const { page } = await load()
    await connectDevWallet(page)
    // Every text the button shows from the reloaded page's first script on.
    await page.addInitScript(() => {
      const texts: (string | null)[] = []
      Object.assign(window, { buttonTexts: texts })
      new MutationObserver(() => {
        const text = [...document.querySelectorAll('nav[aria-label="Wallet"] button[data-walletport-button]')].at(-1)?.textContent ?? null
        if (text !== null && texts.at(-1) !== text) texts.push(text)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/useCases-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })

    await page.reload()
    await expect.poll(() => connectButton(page).getAttribute('aria-busy')).toBe('true')
    // The core has loaded by now (the demo's loader form); only the use cases' chunk is held.
    await page.waitForTimeout(500)
    expect(await connectButton(page).textContent()).toBe('Connecting…')
    release()
    await expect.poll(() => connectButton(page).textContent()).toContain(ACCOUNT_0_SHORT)
    const texts = (await page.evaluate(() => (window as unknown as { buttonTexts: string[] }).buttonTexts))
    expect(texts[0]).toBe('Connecting…')
    expect(texts).not.toContain('Connect Wallet')
    expect(await promptCount(page)).toBe(0)
  })

  it('a connect rejected in the wallet shows the rejection and Retry; Retry connects', async () => {
    const { page } = await load()
    await connectButton(page).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: /^Dev Wallet/ }).click()
    await answerDevWallet(page, 'Reject', 'Connect to this site?')

    const connecting = await waitForView(page, 'ConnectingExternal')
    const alert = connecting.getByRole('alert')
    await alert.getByText('Connection declined').waitFor()
    expect(await alert.textContent()).toContain('The request was declined in Dev Wallet. You can try again.')
    await waitForStatus(page, 'disconnected')

    await connecting.getByRole('button', { name: 'Try again' }).click()
    await answerDevWallet(page, 'Approve', 'Connect to this site?')
    await waitForStatus(page, 'connected')
    await modal(page).waitFor({ state: 'hidden' })
    expect(await promptCount(page)).toBe(2)
  })

  it('keyboard only: Tab to Connect, Enter opens, Escape closes, Enter connects; focus returns to the trigger', async () => {
    const { page } = await load()
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '')
    const triggerFocused = () => page.evaluate(() => document.activeElement?.matches('nav [data-walletport-button]:last-of-type') ?? false)

    // Tab from the top of the page to the Connect button (brand link, network button, connect button).
    for (let presses = 0; presses < 6 && (await focusedName()) !== 'Connect Wallet'; presses += 1) await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('Connect Wallet')

    // Enter opens; focus moves into the dialog; Escape closes and gives focus back.
    await page.keyboard.press('Enter')
    const connect = await waitForView(page, 'Connect')
    expect(await connect.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })
    expect(await triggerFocused()).toBe(true)

    // Enter again; the first control is WalletConnect (its connector group comes first), Tab moves
    // to the Dev Wallet; Enter chooses it.
    await page.keyboard.press('Enter')
    await waitForView(page, 'Connect')
    expect(await focusedName()).toMatch(/WalletConnect$/)
    await page.keyboard.press('Tab')
    expect(await focusedName()).toMatch(/^Dev Wallet/)
    await page.keyboard.press('Enter')

    // The wallet's popup takes focus (on Reject); Tab to Approve, Enter.
    await devWalletPopup(page).waitFor({ state: 'visible' })
    await expect.poll(focusedName).toBe('Reject')
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('Approve')
    await page.keyboard.press('Enter')

    // Connected, the modal closed, focus back on the same button (now the account).
    await waitForStatus(page, 'connected')
    await modal(page).waitFor({ state: 'hidden' })
    await expect.poll(triggerFocused).toBe(true)
    await expect.poll(focusedName).toContain(ACCOUNT_0_SHORT)

    // The account opens and closes by keyboard too.
    await page.keyboard.press('Enter')
    await waitForView(page, 'Account')
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'hidden' })
    expect(await triggerFocused()).toBe(true)
  })

  describe('garbage in localStorage: the page still loads and connects', () => {
    const cases: Record<string, Readonly<Record<string, string>>> = {
      'not JSON': {
        'walletport:connections': '{not json',
        'walletport:recentWallets': '\u0000\uffff',
        'walletport:activeNamespace': '🦄'.repeat(2_000),
        'walletport:activeCaipNetworkIds': 'undefined',
        'walletport-demo:dev-wallet': '][',
      },
      'JSON of the wrong shape': {
        'walletport:connections': '{"namespace":"eip155"}',
        'walletport:recentWallets': '[{"id":""},42,null]',
        'walletport:activeNamespace': '"solana-but-not-really"',
        'walletport:activeCaipNetworkIds': '[1,2,3]',
        'walletport-demo:dev-wallet': '{"authorized":"yes","chainId":"31337"}',
      },
      'the right shape for a wallet and a network that do not exist': {
        'walletport:connections': JSON.stringify([{ namespace: 'eip155', connectorId: 'ghost.wallet', caipNetworkId: 'eip155:999999', status: 'connected' }]),
        'walletport:recentWallets': JSON.stringify([{ id: 'ghost.wallet', rdns: 'ghost.wallet' }]),
        'walletport:activeNamespace': '"eip155"',
        'walletport:activeCaipNetworkIds': JSON.stringify({ eip155: 'eip155:999999' }),
      },
    }
    for (const [name, entries] of Object.entries(cases)) {
      it(name, async () => {
        // Set once, before the page's first script (later navigations keep what the page wrote);
        // what the page found is kept aside to prove the garbage was there when it started.
        const initScript = `(() => {
          if (sessionStorage.getItem('garbage-set')) return
          sessionStorage.setItem('garbage-set', '1')
          for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value)
          window.__garbageFound = JSON.stringify(localStorage)
        })()`
        const { page } = await load({ initScript })
        expect(JSON.parse(await page.evaluate(() => (window as unknown as { __garbageFound: string }).__garbageFound))).toEqual(entries)
        await waitForStatus(page, 'disconnected')
        expect(await connectButton(page).textContent()).toBe('Connect Wallet')
        await connectDevWallet(page)
        expect(await page.getByTestId('state-address').textContent()).toBe(ACCOUNT_0)
        expect(await page.getByTestId('state-network').textContent()).toBe('Anvil A · chain id 31337')
      })
    }
  })

  it('no request leaves the machine: load, connect, switch network, reload (every URL recorded)', async () => {
    const { page, requests } = await load()
    await connectDevWallet(page)
    await networkButton(page).click()
    await (await waitForView(page, 'Networks')).getByRole('button', { name: /^Anvil B/ }).click()
    await answerDevWallet(page, 'Approve', 'Switch network?')
    await page.getByTestId('state-network').getByText('Anvil B · chain id 31338').waitFor()
    await page.reload()
    await waitForStatus(page, 'connected')
    await page.getByTestId('state-balance').getByText('ETH', { exact: false }).waitFor()

    // The recording saw the page, its chunks (the lazy modal too) and both chains' RPC.
    const { demo } = env
    const origins = new Set(requests.map((request) => new URL(request).origin))
    expect(origins).toContain(new URL(demo.url).origin)
    for (const chain of demo.chains) expect(origins).toContain(new URL(chain.rpcUrl).origin)
    expect(requests.some((request) => /\/assets\/ModalRoot-[\w-]+\.js$/.test(request))).toBe(true)
    expect(requests.filter((request) => !isLocalUrl(request))).toEqual([])
  })
})
