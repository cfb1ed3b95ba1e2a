import { describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, type AnvilInstance } from '../tests/support/anvil.js'
import { useTwoAnvils, chainOf, recipient, recordEvents, walletOn } from '../tests/support/testWallet.js'
import { Eip1193TestWallet } from './Eip1193TestWallet.js'

let one: AnvilInstance
let two: AnvilInstance
useTwoAnvils((a, b) => ([one, two] = [a, b]))

const first = ANVIL_ACCOUNTS[0]?.address ?? '0x'

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
