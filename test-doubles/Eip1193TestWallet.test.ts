import { describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS, type AnvilInstance } from '../tests/support/anvil.js'
import { FIRST_ACCOUNT, SECOND_ACCOUNT, useTwoAnvils, chainOf, connected, recipient, recordEvents, walletOn } from '../tests/support/testWallet.js'
import { Eip1193TestWallet } from './Eip1193TestWallet.js'

let one: AnvilInstance
let two: AnvilInstance
useTwoAnvils((a, b) => ([one, two] = [a, b]))

const [first, second] = [FIRST_ACCOUNT, SECOND_ACCOUNT]

describe('Eip1193TestWallet: accounts', () => {
  it('default: anvil’s first two accounts, the first chain current, not authorized', async () => {
    const wallet = walletOn(one, two)
    expect(wallet.address).toBe(first)
    expect(wallet.addresses).toEqual([first, second])
    expect(wallet.chainId).toBe(31337)
    expect(wallet.isAuthorized).toBe(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('eth_requestAccounts: authorizes, answers checksummed accounts, emits accountsChanged', async () => {
    const wallet = walletOn(one)
    const events = recordEvents(wallet)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first, second])
    expect(wallet.isAuthorized).toBe(true)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first, second])
    expect(events).toEqual([{ event: 'accountsChanged', args: [[first, second]] }])

    await wallet.request({ method: 'eth_requestAccounts' })
    expect(events).toHaveLength(1)
  })

  it('parameters: privateKeys', async () => {
    const wallet = new Eip1193TestWallet({ chains: [chainOf(one)], privateKeys: [ANVIL_ACCOUNTS[2]?.privateKey ?? '0x'] })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([recipient()])
  })

  it('switchAccount: the chosen account comes first, accountsChanged', async () => {
    const wallet = await connected(walletOn(one))
    const events = recordEvents(wallet)
    wallet.switchAccount(1)
    expect(wallet.address).toBe(second)
    expect(events).toEqual([{ event: 'accountsChanged', args: [[second, first]] }])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([second, first])
    expect(() => wallet.switchAccount(2)).toThrow(RangeError)
  })

  it('switchAccount: no event for a site that is not authorized', () => {
    const wallet = walletOn(one)
    const events = recordEvents(wallet)
    wallet.switchAccount(1)
    expect(wallet.address).toBe(second)
    expect(events).toEqual([])
  })

  it('lock / unlock: eth_accounts [] while locked, accountsChanged each way, authorization kept', async () => {
    const wallet = await connected(walletOn(one))
    const events = recordEvents(wallet)
    wallet.lock()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet).toMatchObject({ isLocked: true, isAuthorized: true })
    wallet.unlock()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first, second])
    expect(events).toEqual([
      { event: 'accountsChanged', args: [[]] },
      { event: 'accountsChanged', args: [[first, second]] },
    ])
  })

  it('lock: eth_requestAccounts unlocks (the user unlocks and approves)', async () => {
    const wallet = await connected(walletOn(one))
    wallet.lock()
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first, second])
    expect(wallet.isLocked).toBe(false)
  })

  it('wallet_revokePermissions: de-authorizes, accountsChanged([])', async () => {
    const wallet = await connected(walletOn(one))
    const events = recordEvents(wallet)
    expect(await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(wallet.isAuthorized).toBe(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(events).toEqual([{ event: 'accountsChanged', args: [[]] }])
    await expect(wallet.request({ method: 'wallet_revokePermissions', params: [{}] })).rejects.toMatchObject({ code: -32602 })
  })

  it('parameters: supportsRevokePermissions false → 4200, nothing revoked', async () => {
    const wallet = await connected(new Eip1193TestWallet({ chains: [chainOf(one)], supportsRevokePermissions: false }))
    await expect(wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).rejects.toMatchObject({ code: 4200 })
    expect(wallet.isAuthorized).toBe(true)
  })

  it('wallet_requestPermissions / wallet_getPermissions (EIP-2255)', async () => {
    const wallet = walletOn(one)
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const permissions = await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(permissions).toEqual([{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [first, second] }] }])
    expect(wallet.isAuthorized).toBe(true)
  })
})

describe('Eip1193TestWallet: requests', () => {
  it('behavior: recorded before being answered, in order, prompts counted', async () => {
    const wallet = walletOn(one)
    const pending = wallet.request({ method: 'eth_requestAccounts' })
    expect(wallet.requests).toEqual([{ method: 'eth_requestAccounts' }])
    await pending
    await wallet.request({ method: 'personal_sign', params: ['0x01', first] })
    await wallet.request({ method: 'eth_accounts' }).catch(() => undefined)
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'personal_sign', 'eth_accounts'])
    expect(wallet.requests[1]).toEqual({ method: 'personal_sign', params: ['0x01', first] })

    wallet.clearRequests()
    expect(wallet.requests).toEqual([])
  })

  it('behavior: a request without a method → -32600, recorded too', async () => {
    const wallet = walletOn(one)
    await expect(wallet.request({} as { method: string })).rejects.toMatchObject({ code: -32600 })
    expect(wallet.requests).toHaveLength(1)
  })

  it('announce: works on any EventTarget, no DOM needed (Node’s own CustomEvent)', () => {
    const wallet = walletOn(one)
    const target = new EventTarget()
    const details: unknown[] = []
    target.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail))
    const stop = wallet.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(details[0]).toMatchObject({ provider: wallet, info: { rdns: 'dev.walletport.testwallet' } })
  })

  it('announce: a v4 uuid even where crypto.randomUUID is missing (insecure contexts)', () => {
    const { crypto } = globalThis
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T): T => crypto.getRandomValues(array) })
    try {
      const target = new EventTarget()
      let uuid: unknown
      target.addEventListener('eip6963:announceProvider', (event) => (uuid = (event as CustomEvent<{ info: { uuid: string } }>).detail.info.uuid))
      walletOn(one).announce(target)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('constructor: no chain or no key throws', () => {
    expect(() => new Eip1193TestWallet({ chains: [] })).toThrow(TypeError)
    expect(() => new Eip1193TestWallet({ chains: [chainOf(one)], privateKeys: [] })).toThrow(TypeError)
  })
})

describe('Eip1193TestWallet: authorized', () => {
  it('parameters: authorized — the site sees its accounts at once (a reload reconnects without a prompt)', async () => {
    const wallet = new Eip1193TestWallet({ chains: [chainOf(one)], authorized: true, confirm: () => false })
    expect(wallet.isAuthorized).toBe(true)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first, second])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first, second])
  })
})

describe('Eip1193TestWallet: listeners', () => {
  it('listenerCount: per event and in all, down again after removeListener', () => {
    const wallet = walletOn(one)
    const onAccounts = (): void => undefined
    const onChain = (): void => undefined
    wallet.on('accountsChanged', onAccounts).on('chainChanged', onChain).on('accountsChanged', onChain)
    expect([wallet.listenerCount('accountsChanged'), wallet.listenerCount('chainChanged'), wallet.listenerCount('disconnect'), wallet.listenerCount()]).toEqual([2, 1, 0, 3])
    wallet.removeListener('accountsChanged', onAccounts).removeListener('accountsChanged', onChain).removeListener('chainChanged', onChain)
    expect(wallet.listenerCount()).toBe(0)
  })
})
