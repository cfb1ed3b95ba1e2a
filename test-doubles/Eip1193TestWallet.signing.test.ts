import { createPublicClient, http, parseEther, serializeTypedData, stringToHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { AnvilInstance } from '../tests/support/anvil.js'
import { FIRST_ACCOUNT, SECOND_ACCOUNT, connected, recipient, useTwoAnvils, walletOn } from '../tests/support/testWallet.js'

let one: AnvilInstance
let two: AnvilInstance
useTwoAnvils((a, b) => ([one, two] = [a, b]))

const [first, second] = [FIRST_ACCOUNT, SECOND_ACCOUNT]

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
