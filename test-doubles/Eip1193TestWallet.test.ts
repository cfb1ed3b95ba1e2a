import { createPublicClient, http, parseEther, serializeTypedData, stringToHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../tests/support/anvil.js'
import { Eip1193TestWallet, type TestWalletChain, type TestWalletRequest } from './Eip1193TestWallet.js'

// Two real chains so that switching is real: 31337 (0x7a69) and 31338 (0x7a6a).
let one: AnvilInstance
let two: AnvilInstance

beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([one.stop(), two.stop()])
})

const chainOf = (anvil: AnvilInstance): TestWalletChain => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: `Anvil ${anvil.chainId}` })
const walletOn = (...anvils: AnvilInstance[]): Eip1193TestWallet => new Eip1193TestWallet({ chains: anvils.map(chainOf) })
const recipient = (): `0x${string}` => ANVIL_ACCOUNTS[2]?.address ?? '0x'
const [first, second] = [ANVIL_ACCOUNTS[0]?.address ?? '0x', ANVIL_ACCOUNTS[1]?.address ?? '0x']

/** Every event the wallet emits, in order. */
function recordEvents(wallet: Eip1193TestWallet): { event: string; args: unknown[] }[] {
  const events: { event: string; args: unknown[] }[] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'] as const) {
    wallet.on(event, (...args: unknown[]) => events.push({ event, args }))
  }
  return events
}

async function connected(wallet: Eip1193TestWallet): Promise<Eip1193TestWallet> {
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

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

describe('Eip1193TestWallet: chains', () => {
  it('eth_chainId and net_version answer the current chain without asking the node', async () => {
    const wallet = walletOn(two, one)
    one.resetStats()
    two.resetStats()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await wallet.request({ method: 'net_version' })).toBe('31338')
    expect(one.stats.rpcCalls + two.stats.rpcCalls).toBe(0)
  })

  it('wallet_switchEthereumChain: a known chain → switch, chainChanged(hex), reads go to that chain', async () => {
    const wallet = walletOn(one, two)
    const events = recordEvents(wallet)
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(wallet.chainId).toBe(31338)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }])

    two.resetStats()
    await wallet.request({ method: 'eth_blockNumber' })
    expect(two.stats.methods).toEqual(['eth_blockNumber'])

    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(events).toHaveLength(1)
  })

  it('wallet_switchEthereumChain: bad chain ids → -32602', async () => {
    const wallet = walletOn(one)
    for (const chainId of [31338, '0x07a6a', 'x', undefined]) {
      await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })).rejects.toMatchObject({ code: -32602 })
    }
    await expect(wallet.request({ method: 'wallet_switchEthereumChain' })).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: unknown chain → 4902, then wallet_addEthereumChain adds (no switch), then the switch works', async () => {
    const wallet = walletOn(one)
    const events = recordEvents(wallet)
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({
      code: 4902,
      message: expect.stringContaining('Unrecognized chain ID'),
    })

    const added = await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [two.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
    expect(added).toBeNull()
    expect(wallet.chainId).toBe(31337)
    expect(wallet.knownChainIds).toEqual([31337, 31338])
    expect(events).toEqual([])

    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    two.resetStats()
    expect(await wallet.request({ method: 'eth_getBalance', params: [first, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
    expect(two.stats.methods).toEqual(['eth_getBalance'])
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }])
  })

  it('wallet_addEthereumChain: invalid parameters → -32602, nothing added', async () => {
    const wallet = walletOn(one)
    const valid = { chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [two.rpcUrl] }
    for (const bad of [
      { ...valid, chainId: '31338' },
      { ...valid, chainName: '' },
      { ...valid, rpcUrls: [] },
      { ...valid, rpcUrls: ['ws://127.0.0.1:1'] },
      { ...valid, nativeCurrency: { symbol: 'ETH' } },
    ]) {
      await expect(wallet.request({ method: 'wallet_addEthereumChain', params: [bad] })).rejects.toMatchObject({ code: -32602 })
    }
    expect(wallet.knownChainIds).toEqual([31337])
  })

  it('parameters: canAddChains false → wallet_addEthereumChain rejected (4001)', async () => {
    const wallet = new Eip1193TestWallet({ chains: [chainOf(one)], canAddChains: false })
    await expect(
      wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [two.rpcUrl] }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.knownChainIds).toEqual([31337])
  })

  it('switchChainFromWallet: chainChanged(hex); an unknown chain throws', () => {
    const wallet = walletOn(one, two)
    const events = recordEvents(wallet)
    wallet.switchChainFromWallet(31338)
    expect(wallet.chainId).toBe(31338)
    expect(events).toEqual([{ event: 'chainChanged', args: ['0x7a6a'] }])
    expect(() => wallet.switchChainFromWallet(1)).toThrow(RangeError)
  })
})

describe('Eip1193TestWallet: signing', () => {
  it('personal_sign: hex data, verified by viem', async () => {
    const wallet = await connected(walletOn(one))
    const message = stringToHex('hello walletport')
    const signature = (await wallet.request({ method: 'personal_sign', params: [message, first.toLowerCase()] })) as Hex
    expect(await verifyMessage({ address: first, message: { raw: message }, signature })).toBe(true)
    expect(await verifyMessage({ address: first, message: 'hello walletport', signature })).toBe(true)
  })

  it('personal_sign: utf8 text, with the second account', async () => {
    const wallet = await connected(walletOn(one))
    const signature = (await wallet.request({ method: 'personal_sign', params: ['Sign in to walletport', second] })) as Hex
    expect(await verifyMessage({ address: second, message: 'Sign in to walletport', signature })).toBe(true)
  })

  it('personal_sign: unknown address, unauthorized site or locked wallet → 4100', async () => {
    const stranger = walletOn(one)
    await expect(stranger.request({ method: 'personal_sign', params: ['0x00', first] })).rejects.toMatchObject({ code: 4100 })

    const wallet = await connected(walletOn(one))
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', recipient()] })).rejects.toMatchObject({ code: 4100 })
    wallet.lock()
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', first] })).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4: JSON as viem serializes it, verified by viem', async () => {
    const wallet = await connected(walletOn(one))
    const typedData = {
      domain: { name: 'Walletport', version: '1', chainId: 31337n, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: first, amount: 10n ** 24n, contents: 'Hello' },
    } as const
    const signature = (await wallet.request({ method: 'eth_signTypedData_v4', params: [first, serializeTypedData(typedData)] })) as Hex
    expect(await verifyTypedData({ ...typedData, address: first, signature })).toBe(true)

    await expect(wallet.request({ method: 'eth_signTypedData_v4', params: [first, '{not json'] })).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.request({ method: 'eth_signTypedData_v4', params: [recipient(), '{}'] })).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_sign and other signing methods it does not offer → 4200', async () => {
    const wallet = await connected(walletOn(one))
    await expect(wallet.request({ method: 'eth_sign', params: [first, '0x00'] })).rejects.toMatchObject({ code: 4200 })
    await expect(wallet.request({ method: 'wallet_watchAsset', params: {} })).rejects.toMatchObject({ code: 4200 })
  })
})

describe('Eip1193TestWallet: transactions', () => {
  it('eth_sendTransaction: signed locally, mined, value moved', async () => {
    const wallet = await connected(walletOn(one))
    const client = createPublicClient({ transport: http(one.directUrl) })
    const before = await client.getBalance({ address: recipient() })

    one.resetStats()
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: first, to: recipient(), value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex
    expect(one.stats.methods).toContain('eth_sendRawTransaction')
    expect(one.stats.methods).not.toContain('eth_sendTransaction')

    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(first.toLowerCase())
    expect(await client.getBalance({ address: recipient() })).toBe(before + parseEther('1.5'))
  })

  it('eth_sendTransaction: on the chain the wallet switched to, from the selected account', async () => {
    const wallet = await connected(walletOn(one, two))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.switchAccount(1)
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: recipient(), value: '0x1', gas: '0x5208', data: '0x' }],
    })) as Hex
    const client = createPublicClient({ transport: http(two.directUrl) })
    const transaction = await client.getTransaction({ hash })
    expect(transaction).toMatchObject({ chainId: 31338, from: second.toLowerCase(), gas: 21_000n })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('success')
  })

  it('behavior: two sends at once get consecutive nonces', async () => {
    const wallet = await connected(walletOn(one))
    const send = (): Promise<unknown> => wallet.request({ method: 'eth_sendTransaction', params: [{ from: second, to: recipient(), value: '0x1' }] })
    const hashes = (await Promise.all([send(), send()])) as Hex[]
    const client = createPublicClient({ transport: http(one.directUrl) })
    const [a, b] = await Promise.all(hashes.map((hash) => client.getTransaction({ hash })))
    expect((b?.nonce ?? 0) - (a?.nonce ?? 0)).toBe(1)
  })

  it('eth_sendTransaction: unauthorized → 4100; from missing → -32602; wrong chainId → -32602; the node’s error keeps its code', async () => {
    const stranger = walletOn(one)
    await expect(stranger.request({ method: 'eth_sendTransaction', params: [{ from: first, to: recipient() }] })).rejects.toMatchObject({ code: 4100 })

    const wallet = await connected(walletOn(one))
    await expect(wallet.request({ method: 'eth_sendTransaction', params: [{ to: recipient() }] })).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: first, to: recipient(), chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    // Anvil refuses with -32003 (insufficient funds); the wallet passes the code through.
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: first, to: recipient(), value: `0x${(10n ** 30n).toString(16)}` }] }),
    ).rejects.toMatchObject({ code: -32003, message: expect.stringMatching(/exceeds the balance/) })
  })
})

describe('Eip1193TestWallet: forwarding', () => {
  it('reads go to the current chain’s node; its errors keep their code', async () => {
    const wallet = walletOn(one)
    expect(await wallet.request({ method: 'eth_getBalance', params: [recipient(), 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    expect(await wallet.request({ method: 'eth_call', params: [{ to: recipient(), data: '0x' }, 'latest'] })).toBe('0x')
    await expect(wallet.request({ method: 'walletport_nothing', params: [] })).rejects.toMatchObject({ code: -32601 })
    await expect(wallet.request({ method: 'eth_getBalance', params: ['not an address'] })).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: a node that does not answer → -32603', async () => {
    const wallet = new Eip1193TestWallet({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] })
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: -32603 })
  })
})

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

describe('Eip1193TestWallet: authorized', () => {
  it('parameters: authorized — the site sees its accounts at once (a reload reconnects without a prompt)', async () => {
    const wallet = new Eip1193TestWallet({ chains: [chainOf(one)], authorized: true, confirm: () => false })
    expect(wallet.isAuthorized).toBe(true)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first, second])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first, second])
  })
})
