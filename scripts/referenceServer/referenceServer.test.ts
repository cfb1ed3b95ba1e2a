import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OfetchBlockchainApi } from '../../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { describeBlockchainApiContract } from '../../test-doubles/contracts/describeBlockchainApiContract.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { startReferenceServer, type RunningReferenceServer } from './startReferenceServer.js'

// The same BlockchainApi contract the msw fakes keep, now over HTTP against the reference
// server reading a real anvil chain: neither can drift from the wire shapes.
const [alice, bob] = ANVIL_ACCOUNTS as unknown as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const CHAIN = 'eip155:31337'
let anvil: AnvilInstance
let reference: RunningReferenceServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  reference = await startReferenceServer({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }], port: 0 })
  const chain = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.directUrl] } } }
  const wallet = createWalletClient({ account: privateKeyToAccount(alice.privateKey), chain, transport: http(anvil.directUrl) })
  for (let index = 0; index < 11; index += 1) await wallet.sendTransaction({ to: bob.address, value: parseEther('0.01') })
  const dusd = reference.tokens[31337]?.[0]
  if (!dusd) throw new Error('no demo token deployed')
  await wallet.writeContract({ address: dusd.address, abi: erc20Abi, functionName: 'transfer', args: [bob.address, parseUnits('12.5', 6)] })
}, 30_000)

afterAll(async () => {
  await reference?.stop()
  await anvil?.stop()
})

const api = () => new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new ManualClock(), storage: new InMemoryStorage() })

describeBlockchainApiContract('OfetchBlockchainApi over the reference server (anvil)', () => ({
  api: api(),
  account: { address: alice.address, caipNetworkId: CHAIN },
  registeredName: 'alice.reown.id',
}))

describe('reference server: data from the chain', () => {
  it('balance: native ETH and both demo tokens, valued with the local prices', async () => {
    const balances = await api().getBalances({ address: bob.address, caipNetworkId: CHAIN })

    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', '10000.11'],
      ['DUSD', '1012.5'],
      ['DGLD', '1000'],
    ])
    expect(balances[1]).toMatchObject({ price: 1, value: 1012.5, address: expect.stringMatching(/^eip155:31337:0x/) })
  })

  it('history: the newest first — the token transfer, then the ETH sends — with transfers and directions', async () => {
    const page = await api().getTransactionHistory({ account: bob.address, chainId: CHAIN })

    const [token, send] = page.data
    expect(token?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', sentFrom: alice.address })
    expect(token?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '12.5' }, fungible_info: expect.objectContaining({ symbol: 'DUSD' }) })])
    expect(send?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.01' }, value: 25, price: 2500 })])
    expect(page.next).toBe('o10')
  })

  it('identity: the local names; unknown addresses have none', async () => {
    await expect(api().getIdentity({ address: alice.address, caipNetworkId: CHAIN })).resolves.toEqual({ name: 'alice.reown.id', avatar: null })
    await expect(api().getIdentity({ address: ANVIL_ACCOUNTS[2]?.address ?? '', caipNetworkId: CHAIN })).resolves.toEqual({ name: null, avatar: null })
  })

  it('refuses calls without projectId, st, sv (like the real service)', async () => {
    const response = await fetch(`${reference.url}/v1/supported-chains`)

    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
