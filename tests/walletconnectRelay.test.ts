import SignClient from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { recoverMessageAddress, stringToHex } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AnvilWalletKit } from '../demo/wallet/AnvilWalletKit.js'
import { MemoryKeyValueStorage } from '../demo/wallet/MemoryKeyValueStorage.js'
import { startLocalRelay, type LocalRelay } from '../test-doubles/relay/index.js'

// anvil's first dev key: public, for tests only.
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

beforeAll(() => {
  process.env.IS_VITEST = 'true' // walletkit skips the verify server
})

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup(): Promise<{ relay: LocalRelay; dapp: SignClient; wallet: AnvilWalletKit }> {
  const relay = await startLocalRelay()
  cleanups.push(() => relay.stop())
  const dapp = await SignClient.init({
    projectId: 'walletport-local',
    relayUrl: relay.url,
    customStoragePrefix: `dapp-${Math.random()}`,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    metadata: { name: 'Relay test dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => dapp.core.relayer.transportClose().catch(() => undefined))
  const wallet = await AnvilWalletKit.create({ relayUrl: relay.url, privateKey: KEY, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] })
  cleanups.push(() => wallet.destroy())
  return { relay, dapp, wallet }
}

describe('startLocalRelay with real clients', () => {
  it('behavior: a SignClient dapp and a walletkit wallet pair, approve and round-trip personal_sign', async () => {
    const { dapp, wallet } = await setup()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } },
    })
    const proposal = wallet.nextProposal()
    await wallet.pair(uri ?? '')
    expect((await proposal).chainIds).toEqual([31337])
    await wallet.approve((await proposal).id)
    const session = await approval()
    const address = privateKeyToAccount(KEY).address
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])

    const message = 'hello relay'
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex(message), address] },
    })
    expect(await recoverMessageAddress({ message, signature: signature as `0x${string}` })).toBe(address)
  })

  it('behavior: refuses sockets while told to, and drops them on demand', async () => {
    const relay = await startLocalRelay()
    cleanups.push(() => relay.stop())
    const { WebSocket } = await import('ws')
    relay.refuseConnections(true)
    const refused = new WebSocket(relay.url)
    await expect(new Promise((resolve, reject) => { refused.once('open', resolve); refused.once('error', reject) })).rejects.toThrow(/503/)
    relay.refuseConnections(false)
    const socket = new WebSocket(relay.url)
    await new Promise((resolve) => socket.once('open', resolve))
    expect(relay.connectionCount).toBe(1)
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await relay.dropAllSockets()
    expect(relay.connectionCount).toBe(0)
    await closed
    expect(relay.connectionCount).toBe(0)
  })

  it('behavior: answers with the exact 19-digit id', async () => {
    const relay = await startLocalRelay()
    cleanups.push(() => relay.stop())
    const { WebSocket } = await import('ws')
    const socket = new WebSocket(relay.url)
    await new Promise((resolve) => socket.once('open', resolve))
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
    socket.send('{"id":1763786400000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"abc"}}')
    expect(await reply).toMatch(/^\{"id":1763786400000123457,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
    socket.close()
  })
})
