import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './anvil.js'

async function rpc(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return response.json()
}

const call = (id: number, method: string, params: unknown[] = []): object => ({ jsonrpc: '2.0', id, method, params })

describe('startAnvil', () => {
  let first: AnvilInstance
  let second: AnvilInstance

  beforeAll(async () => {
    ;[first, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])
  })
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()])
  })

  it('default: chain 31337, proxy and anvil on loopback', async () => {
    expect(first.chainId).toBe(31337)
    expect(first.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(first.directUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(first.rpcUrl).not.toBe(first.directUrl)
    expect(await rpc(first.rpcUrl, call(1, 'eth_chainId'))).toMatchObject({ id: 1, result: '0x7a69' })
  })

  it('parameters: chainId — two instances side by side, each on its own chain', async () => {
    expect(second.chainId).toBe(31338)
    expect(await rpc(second.rpcUrl, call(1, 'eth_chainId'))).toMatchObject({ result: '0x7a6a' })
    expect(await rpc(second.directUrl, call(1, 'eth_chainId'))).toMatchObject({ result: '0x7a6a' })
    expect(await rpc(first.directUrl, call(1, 'eth_chainId'))).toMatchObject({ result: '0x7a69' })
  })

  it('ANVIL_ACCOUNTS: anvil’s own first three accounts, funded', async () => {
    const { result } = (await rpc(first.directUrl, call(1, 'eth_accounts'))) as { result: string[] }
    expect(result.slice(0, 3)).toEqual(ANVIL_ACCOUNTS.map((account) => account.address.toLowerCase()))
    for (const { address, privateKey } of ANVIL_ACCOUNTS) expect(privateKeyToAccount(privateKey).address).toBe(address)
    const balance = (await rpc(first.directUrl, call(2, 'eth_getBalance', [ANVIL_ACCOUNTS[2]?.address, 'latest']))) as { result: string }
    expect(BigInt(balance.result)).toBe(10_000n * 10n ** 18n)
  })

  it('stats: a call counts 1 request and 1 call; a batch 1 request and N calls', async () => {
    second.resetStats()
    await rpc(second.rpcUrl, call(1, 'eth_blockNumber'))
    expect(second.stats).toMatchObject({ httpRequests: 1, rpcCalls: 1, methods: ['eth_blockNumber'] })

    const answers = await rpc(second.rpcUrl, [call(2, 'eth_chainId'), call(3, 'eth_gasPrice'), call(4, 'eth_blockNumber')])
    expect(answers).toHaveLength(3)
    expect(second.stats.httpRequests).toBe(2)
    expect(second.stats.rpcCalls).toBe(4)
    expect(second.stats.methods).toEqual(['eth_blockNumber', 'eth_chainId', 'eth_gasPrice', 'eth_blockNumber'])
  })

  it('stats: live, untouched by direct traffic and by the other instance, zeroed by resetStats', async () => {
    second.resetStats()
    const stats = second.stats
    await rpc(second.rpcUrl, call(1, 'eth_chainId'))
    await rpc(second.directUrl, call(2, 'eth_chainId'))
    await rpc(first.rpcUrl, call(3, 'eth_chainId'))
    expect(stats.rpcCalls).toBe(1)

    second.resetStats()
    expect(second.stats).toMatchObject({ httpRequests: 0, rpcCalls: 0, methods: [] })
  })

  it('stats: an unparsable body is 1 request and 0 calls, and anvil still answers it', async () => {
    first.resetStats()
    const response = await fetch(first.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })
    expect(response.status).toBeGreaterThanOrEqual(200)
    expect(first.stats).toMatchObject({ httpRequests: 1, rpcCalls: 0 })
  })
})

describe('stop', () => {
  it('behavior: kills anvil, closes the proxy, and is idempotent', async () => {
    const anvil = await startAnvil({ chainId: 31339 })
    await rpc(anvil.rpcUrl, call(1, 'eth_chainId'))

    await Promise.all([anvil.stop(), anvil.stop()])
    await anvil.stop()

    await expect(fetch(anvil.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(anvil.directUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})

describe('bad start', () => {
  it('behavior: a missing binary rejects with a clear error', async () => {
    await expect(startAnvil({ binaryPath: '/nonexistent/anvil' })).rejects.toThrow(
      'anvil (/nonexistent/anvil) could not start: no such executable',
    )
  })

  it('behavior: a binary that exits before listening rejects with what it printed', async () => {
    // Node itself refuses anvil's flags and exits at once.
    await expect(startAnvil({ binaryPath: process.execPath })).rejects.toThrow(/exited before listening \(code \d+\):\n.*--host/s)
  })

})

describe('blockTime', () => {
  it('parameters: blockTime — interval mining instead of automine', async () => {
    const anvil = await startAnvil({ blockTime: 1, chainId: 31340 })
    try {
      expect(await rpc(anvil.directUrl, call(1, 'anvil_getAutomine'))).toMatchObject({ result: false })
    } finally {
      await anvil.stop()
    }
  })

  it('default: automine', async () => {
    const anvil = await startAnvil({ chainId: 31341 })
    try {
      expect(await rpc(anvil.directUrl, call(1, 'anvil_getAutomine'))).toMatchObject({ result: true })
    } finally {
      await anvil.stop()
    }
  })
})

describe('port', () => {
  /** A loopback port that was free a moment ago. */
  async function freePort(): Promise<number> {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    return port
  }

  it('parameters: port — rpcUrl listens there; anvil itself takes another free port', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ port, chainId: 31342 })
    try {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`)
      expect(anvil.directUrl).not.toBe(anvil.rpcUrl)
      expect(await rpc(anvil.rpcUrl, call(1, 'eth_chainId'))).toMatchObject({ result: '0x7a6e' })
    } finally {
      await anvil.stop()
    }
  })

  it('behavior: a port in use rejects with an error naming it', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    try {
      await expect(startAnvil({ port })).rejects.toThrow(`anvil proxy: port ${port} on 127.0.0.1 is already in use`)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
