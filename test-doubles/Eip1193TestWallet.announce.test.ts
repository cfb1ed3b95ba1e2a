// @vitest-environment jsdom
import { createStore } from 'mipd'
import { describe, expect, it } from 'vitest'
import { Eip1193TestWallet } from './Eip1193TestWallet.js'

// Announcing needs no chain: nothing here reaches the RPC URL.
const newWallet = (): Eip1193TestWallet => new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

interface Announcement {
  readonly info: { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns: string }
  readonly provider: unknown
}

function listen(): { readonly announcements: Announcement[]; stop(): void } {
  const announcements: Announcement[] = []
  const listener = (event: Event): void => void announcements.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { announcements, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('Eip1193TestWallet.announce (EIP-6963, jsdom)', () => {
  it('default: announces at once, a frozen detail with the default info and itself as provider', () => {
    const wallet = newWallet()
    const heard = listen()
    const stop = wallet.announce(window)

    expect(heard.announcements).toHaveLength(1)
    const [detail] = heard.announcements
    expect(detail?.provider).toBe(wallet)
    expect(detail?.info).toMatchObject({ name: 'Walletport Test Wallet', rdns: 'dev.walletport.testwallet' })
    expect(detail?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(detail?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
    stop()
    heard.stop()
  })

  it('behavior: re-announces on every eip6963:requestProvider, with the same uuid, until stopped', () => {
    const wallet = newWallet()
    const stop = wallet.announce(window)
    const heard = listen()

    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    expect(heard.announcements).toHaveLength(2)
    expect(heard.announcements[0]?.info.uuid).toBe(heard.announcements[1]?.info.uuid)

    stop()
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    expect(heard.announcements).toHaveLength(2)
    heard.stop()
  })

  it('parameters: info overrides the defaults field by field', () => {
    const wallet = newWallet()
    const heard = listen()
    const stop = wallet.announce(window, { name: 'Other Wallet', rdns: 'com.example.other', uuid: 'fixed-uuid' })
    expect(heard.announcements[0]?.info).toMatchObject({ name: 'Other Wallet', rdns: 'com.example.other', uuid: 'fixed-uuid' })
    expect(heard.announcements[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    stop()
    heard.stop()
  })

  it('behavior: the mipd store (what the adapter uses) finds it, as a provider that answers', async () => {
    const wallet = newWallet()
    const stop = wallet.announce(window)
    const store = createStore()

    const found = store.findProvider({ rdns: 'dev.walletport.testwallet' })
    expect(found?.provider).toBe(wallet)
    expect(await found?.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    store.destroy()
    stop()
  })

  it('behavior: a wallet that has disappeared is no longer announced', () => {
    const wallet = newWallet()
    const stop = wallet.announce(window)
    wallet.disappear()
    const heard = listen()
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    expect(heard.announcements).toEqual([])
    stop()
    heard.stop()
  })
})
