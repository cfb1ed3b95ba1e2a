// The Send use case end to end on real parts: core + ViemChainAdapter + a real EIP-1193 wallet
// signing locally + anvil with the demo ERC-20s deployed; every balance is read back from the chain.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Hex } from 'viem'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance } from '../core/account/Balance.js'
import type { WalletportEvent } from '../core/CoreContext.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import { deployDemoTokens, type DemoTokenInfo } from '../scripts/referenceServer/deployDemoTokens.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'

let chain: AnvilInstance
let network: Network
let dusd: DemoTokenInfo
const [sender, receiver] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  const tokens = await deployDemoTokens({ rpcUrl: chain.directUrl, chainId: 31337, deployerKey: ANVIL_ACCOUNTS[2]!.privateKey, holders: [sender.address] })
  dusd = tokens.find((token) => token.symbol === 'DUSD')!
}, 60_000)
afterAll(() => chain.stop())

const client = () => createPublicClient({ transport: http(chain.directUrl) })
const tokenBalanceOf = (address: Hex) => client().readContract({ address: dusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function connected() {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: chain.directUrl }] })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  await walletport.connect({ connectorId: 'test-wallet' })
  const settled = (hash: string) =>
    firstValueFrom(walletport.events$.pipe(filter((event): event is Extract<WalletportEvent, { type: 'SEND_CONFIRMED' | 'SEND_FAILED' }> => (event.type === 'SEND_CONFIRMED' || event.type === 'SEND_FAILED') && event.hash === hash)))
  return { walletport, adapter, settled }
}

const nativeRow = (numeric: string): Balance => ({ name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, price: 0, quantity: { decimals: '18', numeric }, iconUrl: '' })

describe('send on anvil (viem adapter + test wallet)', () => {
  it('native ETH: the receiver credited on chain, the sender debited by amount + fee; the estimate within range of the gas paid', async () => {
    const { walletport, settled } = await connected()
    const [before, receiverBefore] = await Promise.all([client().getBalance({ address: sender.address }), client().getBalance({ address: receiver.address })])

    const preview = await walletport.prepareSend({ token: nativeRow('10000'), amount: '1.5', to: receiver.address })
    const hash = await walletport.send({ token: nativeRow('10000'), amount: '1.5', to: receiver.address })
    const event = settled(hash)
    expect(await event).toEqual({ type: 'SEND_CONFIRMED', namespace: 'eip155', hash })

    const receipt = await client().getTransactionReceipt({ hash: hash as Hex })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: receiver.address })).toBe(receiverBefore + parseEther('1.5'))
    expect(await client().getBalance({ address: sender.address })).toBe(before - parseEther('1.5') - paid)
    expect(preview.fee?.value).toBeGreaterThanOrEqual(paid)
    expect(preview.fee?.value).toBeLessThanOrEqual(paid * 2n)
    expect(walletport.getAccountData().activity.transactions[0]?.metadata).toMatchObject({ hash, status: 'confirmed' })
  })

  it('ERC-20 (the demo DUSD): transfer calldata built in core moves the tokens on chain; the fee estimate within range', async () => {
    const { walletport, settled } = await connected()
    const token: Balance = { name: dusd.name, symbol: dusd.symbol, chainId: network.caipNetworkId, address: `${network.caipNetworkId}:${dusd.address}`, price: 1, quantity: { decimals: '6', numeric: '1000' }, iconUrl: '' }
    const [senderBefore, receiverBefore] = await Promise.all([tokenBalanceOf(sender.address), tokenBalanceOf(receiver.address)])

    const preview = await walletport.prepareSend({ token, amount: '12.5', to: receiver.address })
    const hash = await walletport.send({ token, amount: '12.5', to: receiver.address })
    await settled(hash)

    const receipt = await client().getTransactionReceipt({ hash: hash as Hex })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(receipt.to?.toLowerCase()).toBe(dusd.address.toLowerCase())
    expect(await tokenBalanceOf(receiver.address)).toBe(receiverBefore + parseUnits('12.5', 6))
    expect(await tokenBalanceOf(sender.address)).toBe(senderBefore - parseUnits('12.5', 6))
    expect(preview.fiatValue).toBe(12.5)
    expect(preview.fee?.value).toBeGreaterThanOrEqual(paid)
    expect(preview.fee?.value).toBeLessThanOrEqual(paid * 2n)
  })

  it('getSendMax, then send it all: the sender is left with less than the reserve, the wallet did not refuse', async () => {
    const { walletport, settled } = await connected()
    const max = await walletport.getSendMax({ token: nativeRow('10000') })

    expect(max.reserve).toBeGreaterThan(0n)
    expect(max.fee?.value).toBe(max.reserve / 2n)
    const hash = await walletport.send({ token: nativeRow('10000'), amount: max.amount, to: receiver.address })
    await expect(settled(hash)).resolves.toMatchObject({ type: 'SEND_CONFIRMED' })
    const left = await client().getBalance({ address: sender.address })
    expect(left).toBeLessThan(max.reserve)
  })
})
