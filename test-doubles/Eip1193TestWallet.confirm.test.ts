import { serializeTypedData, stringToHex, verifyMessage, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { AnvilInstance } from '../tests/support/anvil.js'
import { FIRST_ACCOUNT, SECOND_ACCOUNT, useTwoAnvils, chainOf, connected, recipient, recordEvents, walletOn } from '../tests/support/testWallet.js'
import { Eip1193TestWallet, type TestWalletRequest } from './Eip1193TestWallet.js'

let one: AnvilInstance
let two: AnvilInstance
useTwoAnvils((a, b) => ([one, two] = [a, b]))

const [first, second] = [FIRST_ACCOUNT, SECOND_ACCOUNT]

describe('Eip1193TestWallet: scripted answers', () => {
  it('rejectNext(): the very next request, whatever it is, is rejected with 4001', async () => {
    const wallet = walletOn(one).rejectNext()
    const error = await wallet.request({ method: 'eth_requestAccounts' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.isAuthorized).toBe(false)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first, second])
  })

  it('rejectNext(method): only that method, once', async () => {
    const wallet = walletOn(one, two).rejectNext('wallet_switchEthereumChain')
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(31337)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(wallet.chainId).toBe(31338)
  })

  it('failNext(method, error): that error, with its data', async () => {
    const wallet = walletOn(one).failNext('eth_requestAccounts', { code: -32002, message: 'Request already pending', data: { origin: 'x' } })
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: -32002, message: 'Request already pending', data: { origin: 'x' } })
  })

  it('disappear: disconnect({ code: 4900 }), then every request rejects with 4900', async () => {
    const wallet = await connected(walletOn(one))
    const events = recordEvents(wallet)
    wallet.disappear().disappear()
    expect(events).toEqual([{ event: 'disconnect', args: [expect.objectContaining({ code: 4900 })] }])
    await expect(wallet.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4900 })
    await expect(wallet.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
  })

  it('emitRaw: anything, state untouched', () => {
    const wallet = walletOn(one)
    const events = recordEvents(wallet)
    wallet.emitRaw('chainChanged', 'not-hex').emitRaw('accountsChanged', ['0xnope', 42]).emitRaw('message', { type: 'eth_subscription' })
    expect(events).toEqual([
      { event: 'chainChanged', args: ['not-hex'] },
      { event: 'accountsChanged', args: [['0xnope', 42]] },
      { event: 'message', args: [{ type: 'eth_subscription' }] },
    ])
    expect(wallet.chainId).toBe(31337)
  })

  it('removeListener: no more events for that listener', () => {
    const wallet = walletOn(one, two)
    const seen: unknown[] = []
    const listener = (chainId: unknown): void => void seen.push(chainId)
    wallet.on('chainChanged', listener).switchChainFromWallet(31338)
    wallet.removeListener('chainChanged', listener).switchChainFromWallet(31337)
    expect(seen).toEqual(['0x7a6a'])
  })
})

describe('Eip1193TestWallet: confirm (the person in front of the wallet)', () => {
  /** A wallet whose confirm hook records each question and answers from `answers` (default: approve). */
  function asking(answers: boolean[] = [], options: { authorized?: boolean } = {}) {
    const asked: TestWalletRequest[] = []
    const wallet = new Eip1193TestWallet({
      chains: [chainOf(one), chainOf(two)],
      ...options,
      confirm: async (request) => {
        asked.push(request)
        return answers.shift() ?? true
      },
    })
    return { wallet, asked }
  }

  it('behavior: asked for every prompting method, with method and params; approved requests answer as before', async () => {
    const { wallet, asked } = asking()
    await wallet.request({ method: 'eth_requestAccounts' })
    const signature = await wallet.request({ method: 'personal_sign', params: ['0x6869', first] })
    expect(await verifyMessage({ address: first, message: { raw: '0x6869' }, signature: signature as Hex })).toBe(true)
    const typedData = serializeTypedData({ types: { Mail: [{ name: 'text', type: 'string' }] }, primaryType: 'Mail', message: { text: 'hi' } })
    await wallet.request({ method: 'eth_signTypedData_v4', params: [first, typedData] })
    await wallet.request({ method: 'eth_sendTransaction', params: [{ from: first, to: recipient(), value: '0x1' }] })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const newChain = { chainId: '0x7a6b', chainName: 'Another', rpcUrls: [one.rpcUrl] }
    await wallet.request({ method: 'wallet_addEthereumChain', params: [newChain] })
    expect(asked).toEqual([
      { method: 'eth_requestAccounts' },
      { method: 'personal_sign', params: ['0x6869', first] },
      { method: 'eth_signTypedData_v4', params: [first, typedData] },
      { method: 'eth_sendTransaction', params: [{ from: first, to: recipient(), value: '0x1' }] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      { method: 'wallet_addEthereumChain', params: [newChain] },
    ])
    expect(wallet.chainId).toBe(31338)
    expect(wallet.knownChainIds).toContain(31339)
  })

  it('behavior: false → 4001 and nothing happens (no authorization, no switch, no transaction)', async () => {
    const { wallet } = asking([false, true, false, false, false])
    const events = recordEvents(wallet)
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.isAuthorized).toBe(false)
    await wallet.request({ method: 'eth_requestAccounts' })
    await expect(wallet.request({ method: 'personal_sign', params: ['0x6869', first] })).rejects.toMatchObject({ code: 4001 })
    const nonce = await wallet.request({ method: 'eth_getTransactionCount', params: [first, 'latest'] })
    await expect(wallet.request({ method: 'eth_sendTransaction', params: [{ from: first, to: recipient(), value: '0x1' }] })).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.request({ method: 'eth_getTransactionCount', params: [first, 'latest'] })).toBe(nonce)
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(31337)
    expect(events.map((each) => each.event)).toEqual(['accountsChanged'])
  })

  it('behavior: not asked for reads, invalid or unauthorized requests, or what needs no prompt', async () => {
    const { wallet, asked } = asking()
    await expect(wallet.request({ method: 'personal_sign', params: ['0x6869', first] })).rejects.toMatchObject({ code: 4100 })
    await wallet.request({ method: 'eth_requestAccounts' })
    asked.length = 0
    await wallet.request({ method: 'eth_requestAccounts' }) // already authorized
    await wallet.request({ method: 'eth_accounts' })
    await wallet.request({ method: 'eth_blockNumber' })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }) // already there
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
    await wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', chainName: 'Known', rpcUrls: [two.rpcUrl] }] }) // known
    await expect(wallet.request({ method: 'personal_sign', params: [42, first] })).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })

  it('behavior: one question at a time, in order, even for concurrent requests', async () => {
    const pending: { request: TestWalletRequest; answer: (approved: boolean) => void }[] = []
    const wallet = new Eip1193TestWallet({
      chains: [chainOf(one)],
      authorized: true,
      confirm: (request) => new Promise<boolean>((answer) => pending.push({ request, answer })),
    })
    const a = wallet.request({ method: 'personal_sign', params: [stringToHex('a'), first] })
    const b = wallet.request({ method: 'personal_sign', params: [stringToHex('b'), first] })
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    pending[0]?.answer(false)
    await expect(a).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    expect(pending[1]?.request.params).toEqual([stringToHex('b'), first])
    pending[1]?.answer(true)
    await expect(b).resolves.toMatch(/^0x/)
  })

  it('behavior: an error thrown by the hook rejects the request with it', async () => {
    const wallet = new Eip1193TestWallet({ chains: [chainOf(one)], confirm: () => Promise.reject(new Error('popup closed')) })
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toThrow('popup closed')
    expect(wallet.isAuthorized).toBe(false)
  })
})
