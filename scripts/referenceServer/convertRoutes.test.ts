import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OfetchBlockchainApi } from '../../adapters/http/blockchainApi/OfetchBlockchainApi.js'
import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import { NATIVE_TOKEN_ADDRESS } from '../../core/portfolio/nativeTokenAddress.js'
import type { SwapTransaction } from '../../ports/BlockchainApi.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { FALLBACK_SWAP_GAS } from './convertRoutes.js'
import { DEMO_POOL_DEPTH_USD, demoSwapArtifacts, type DemoSwap } from './deployDemoSwap.js'
import { LOCAL_ETH_PRICE } from './localChain.js'
import { startReferenceServer, type RunningReferenceServer } from './startReferenceServer.js'

// Swaps through the Blockchain API adapter against the reference server, sent for real on anvil:
// the quotes, allowances and calldata the server answers must match what the chain then does.
const [alice, bob] = ANVIL_ACCOUNTS as unknown as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const CHAIN_ID = 31337
const CAIP2 = `eip155:${CHAIN_ID}`
const ETH = `${CAIP2}:${NATIVE_TOKEN_ADDRESS.eip155}`
const chain = { id: CHAIN_ID, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [''] } } }
let anvil: AnvilInstance
let reference: RunningReferenceServer
let swap: DemoSwap

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  reference = await startReferenceServer({ chains: [{ chainId: CHAIN_ID, rpcUrl: anvil.directUrl }], port: 0 })
  const deployed = reference.swap[CHAIN_ID]
  if (!deployed) throw new Error('no demo AMM deployed')
  swap = deployed
}, 30_000)

afterAll(async () => {
  await reference?.stop()
  await anvil?.stop()
})

const api = () => new OfetchBlockchainApi({ baseUrl: reference.url, projectId: 'local', clock: new ManualClock(), storage: new InMemoryStorage() })
const client = () => createPublicClient({ chain, transport: http(anvil.directUrl) })
const walletOf = (key: Hex) => createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(anvil.directUrl) })

function demo(symbol: string) {
  const pool = swap.pairs.find((candidate) => candidate.token.symbol === symbol)
  if (!pool) throw new Error(`no ${symbol} pool`)
  return { ...pool, caip10: `${CAIP2}:${pool.token.address}` }
}

async function reservesOf(pair: Address) {
  const [token, weth] = (await client().readContract({ address: pair, abi: demoSwapArtifacts().DemoPair.abi, functionName: 'getReserves' })) as readonly [bigint, bigint]
  return { token, weth }
}

const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Sends a built transaction as the API handed it over; resolves the mined receipt. */
async function send(key: Hex, transaction: SwapTransaction) {
  const hash = await walletOf(key).sendTransaction({
    to: transaction.to as Address,
    data: transaction.data as Hex,
    value: BigInt(transaction.amount ?? transaction.value ?? '0'),
    gas: BigInt(transaction.eip155?.gas ?? '0'),
    gasPrice: BigInt(transaction.eip155?.gasPrice ?? '0'),
  })
  return client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

async function quote(from: string, to: string, amount: bigint) {
  const [first] = await api().getSwapQuote({ amount: amount.toString(), userAddress: alice.address, from, to, gasPrice: '0' })
  return BigInt(first?.toAmount ?? '0')
}

async function refusal(call: Promise<unknown>): Promise<{ status: number | undefined; reason: unknown }> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(HttpRequestError)
  const { status, details } = error as HttpRequestError
  return { status, reason: (details['body'] as { reasons?: { description?: string }[] } | undefined)?.reasons?.[0]?.description }
}

describe('convert routes on the demo AMM (anvil)', () => {
  it('tokens: native ETH, then each pooled demo token with its decimals; an unknown chain lists none', async () => {
    const tokens = await api().getSwapTokens({ chainId: CAIP2 })

    expect(tokens.map((token) => [token.symbol, token.decimals, token.address])).toEqual([
      ['ETH', 18, ETH],
      ['DUSD', 6, demo('DUSD').caip10],
      ['DGLD', 18, demo('DGLD').caip10],
      ['USDC', 6, demo('USDC').caip10],
    ])
    expect(tokens[0]?.logoUri).toMatch(/^data:image\/svg\+xml,/)
    await expect(api().getSwapTokens({ chainId: 'eip155:1' })).resolves.toEqual([])
  })

  it('pools are seeded at the local prices, deep enough that 100 USD moves the price by well under 1 %', async () => {
    const dusd = await reservesOf(demo('DUSD').pair)
    const dgld = await reservesOf(demo('DGLD').pair)

    expect(dusd).toEqual({ token: parseUnits(String(DEMO_POOL_DEPTH_USD), 6), weth: parseEther(String(DEMO_POOL_DEPTH_USD / LOCAL_ETH_PRICE)) })
    expect(Number(dgld.token) / 1e18).toBeCloseTo(DEMO_POOL_DEPTH_USD / 2_350.5, 9)
    // 100 DUSD in: the output at the pool's price less the 0.3 % fee and the impact.
    const out = await quote(demo('DUSD').caip10, ETH, parseUnits('100', 6))
    const atPrice = parseEther(String(100 / LOCAL_ETH_PRICE))
    expect(Number(atPrice - out) / Number(atPrice)).toBeLessThan(0.0045)
  })

  it('ETH → DUSD: the built transaction pays exactly the quote, and the pool moves by the amounts', async () => {
    const { token, pair } = demo('DUSD')
    const amount = parseEther('0.02')
    const toAmount = await quote(ETH, demo('DUSD').caip10, amount)
    const before = { dusd: await balanceOf(token.address, alice.address), pool: await reservesOf(pair) }

    const transaction = await api().buildSwapTransaction({ userAddress: alice.address, from: ETH, to: demo('DUSD').caip10, amount: amount.toString(), eip155: { slippage: '0.5' } })
    const receipt = await send(alice.privateKey, transaction)

    expect(transaction).toMatchObject({ from: alice.address, to: swap.router, amount: amount.toString() })
    expect(receipt.status).toBe('success')
    expect(toAmount).toBeGreaterThan(parseUnits('49.7', 6))
    expect(toAmount).toBeLessThan(parseUnits('50', 6))
    expect((await balanceOf(token.address, alice.address)) - before.dusd).toBe(toAmount)
    expect(await reservesOf(pair)).toEqual({ token: before.pool.token - toAmount, weth: before.pool.weth + amount })
  })

  it('DUSD → ETH: no allowance, approve through build-approve (read back), then the swap pays the quote in ETH', async () => {
    const { token, caip10, pair } = demo('DUSD')
    const amount = parseUnits('25', 6)
    const unapproved = await api().buildSwapTransaction({ userAddress: bob.address, from: caip10, to: ETH, amount: amount.toString(), eip155: { slippage: '1' } })
    expect(await api().getSwapAllowance({ tokenAddress: caip10, userAddress: bob.address })).toBe('0')
    // The swap cannot be estimated before the approval is mined: the safe fixed gas.
    expect(unapproved.eip155?.gas).toBe(FALLBACK_SWAP_GAS.toString())

    // The widget sends userAddress as CAIP-10; a plain address is accepted too.
    const approve = await api().buildApproveTransaction({ userAddress: `eip155:31337:${bob.address}`, from: caip10, to: ETH, amount: amount.toString() })
    expect(approve).toMatchObject({ from: bob.address, to: token.address, value: '0' })
    expect((await send(bob.privateKey, approve)).status).toBe('success')
    expect(await api().getSwapAllowance({ tokenAddress: caip10, userAddress: bob.address })).toBe(amount.toString())

    const toAmount = await quote(caip10, ETH, amount)
    const ethBefore = await client().getBalance({ address: bob.address })
    const poolBefore = await reservesOf(pair)
    const transaction = await api().buildSwapTransaction({ userAddress: bob.address, from: caip10, to: ETH, amount: amount.toString(), eip155: { slippage: '1' } })
    const receipt = await send(bob.privateKey, transaction)

    expect(transaction.amount).toBe('0')
    expect(BigInt(transaction.eip155?.gas ?? '0')).toBeLessThan(FALLBACK_SWAP_GAS)
    expect(receipt.status).toBe('success')
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client().getBalance({ address: bob.address })) - ethBefore + fee).toBe(toAmount)
    expect(await reservesOf(pair)).toEqual({ token: poolBefore.token + amount, weth: poolBefore.weth - toAmount })
    expect(await api().getSwapAllowance({ tokenAddress: caip10, userAddress: bob.address })).toBe('0')
    // The activity: the swap is a trade with both sides (the ether came by internal call), then the approval.
    const [trade, approval] = (await api().getTransactionHistory({ account: bob.address, chainId: CAIP2 })).data
    expect(trade?.metadata).toMatchObject({ operationType: 'trade', hash: receipt.transactionHash, status: 'confirmed' })
    expect(trade?.transfers?.map((transfer) => [transfer.fungible_info?.symbol, transfer.direction, transfer.quantity.numeric])).toEqual([
      ['DUSD', 'out', '25'],
      ['ETH', 'in', formatEther(toAmount)],
    ])
    expect(approval?.metadata.operationType).toBe('approve')
  })

  it('DUSD → DGLD goes through both pools (two hops) and pays the quote', async () => {
    const dusd = demo('DUSD')
    const dgld = demo('DGLD')
    const amount = parseUnits('100', 6)
    const approve = await api().buildApproveTransaction({ userAddress: alice.address, from: dusd.caip10, to: dgld.caip10 })
    expect((await send(alice.privateKey, approve)).status).toBe('success')
    expect(await api().getSwapAllowance({ tokenAddress: dusd.caip10, userAddress: alice.address })).toBe(maxUint256.toString())
    const toAmount = await quote(dusd.caip10, dgld.caip10, amount)
    const before = { dgld: await balanceOf(dgld.token.address, alice.address), first: await reservesOf(dusd.pair), second: await reservesOf(dgld.pair) }

    const receipt = await send(alice.privateKey, await api().buildSwapTransaction({ userAddress: alice.address, from: dusd.caip10, to: dgld.caip10, amount: amount.toString(), eip155: { slippage: '1' } }))

    expect(receipt.status).toBe('success')
    expect((await balanceOf(dgld.token.address, alice.address)) - before.dgld).toBe(toAmount)
    // About 100 USD of gold, less two fees and a little impact.
    expect(Number(toAmount) / 1e18).toBeGreaterThan((100 / 2_350.5) * 0.99)
    expect(Number(toAmount) / 1e18).toBeLessThan(100 / 2_350.5)
    const wethMoved = before.first.weth - (await reservesOf(dusd.pair)).weth
    expect(wethMoved).toBeGreaterThan(0n)
    expect(await reservesOf(dgld.pair)).toEqual({ token: before.second.token - toAmount, weth: before.second.weth + wethMoved })
  })

  it('slippage is enforced: after the pool moves, the old minimum output reverts; a fresh build goes through', async () => {
    const dgld = demo('DGLD')
    const amount = parseEther('0.04')
    const stale = await api().buildSwapTransaction({ userAddress: alice.address, from: ETH, to: dgld.caip10, amount: amount.toString(), eip155: { slippage: '0.5' } })
    // Bob buys 2 ETH of gold first: the price of gold in ETH rises by about 10 %.
    const bobs = await api().buildSwapTransaction({ userAddress: bob.address, from: ETH, to: dgld.caip10, amount: parseEther('2').toString(), eip155: { slippage: '1' } })
    expect((await send(bob.privateKey, bobs)).status).toBe('success')

    await expect(client().call({ account: alice.address, to: stale.to as Address, data: stale.data as Hex, value: amount })).rejects.toThrow(/slippage/)
    expect((await send(alice.privateKey, stale)).status).toBe('reverted')
    const fresh = await api().buildSwapTransaction({ userAddress: alice.address, from: ETH, to: dgld.caip10, amount: amount.toString(), eip155: { slippage: '0.5' } })
    expect((await send(alice.privateKey, fresh)).status).toBe('success')
  })

  it('refusals: more than the pool holds, an unknown token, a bad amount or slippage answer 400 with the reason', async () => {
    const dusd = demo('DUSD').caip10
    const quoteOf = (from: string, to: string, amount: string) => api().getSwapQuote({ amount, userAddress: alice.address, from, to, gasPrice: '0' })
    const build = (slippage: string) => api().buildSwapTransaction({ userAddress: alice.address, from: ETH, to: dusd, amount: '1000', eip155: { slippage } })

    await expect(refusal(quoteOf(ETH, dusd, parseEther('50').toString()))).resolves.toEqual({ status: 400, reason: 'insufficient liquidity' })
    await expect(refusal(quoteOf(ETH, `${CAIP2}:0x${'12'.repeat(20)}`, '1000'))).resolves.toEqual({ status: 400, reason: 'unsupported to token' })
    await expect(refusal(quoteOf(ETH, dusd, '1.5'))).resolves.toEqual({ status: 400, reason: 'invalid amount' })
    await expect(refusal(quoteOf(ETH, ETH, '1000'))).resolves.toEqual({ status: 400, reason: 'from and to are the same token' })
    await expect(refusal(quoteOf(ETH, dusd, '1'))).resolves.toEqual({ status: 400, reason: 'amount too small' })
    await expect(refusal(build('75'))).resolves.toEqual({ status: 400, reason: 'invalid slippage' })
    await expect(refusal(api().buildApproveTransaction({ userAddress: alice.address, from: ETH, to: dusd }))).resolves.toEqual({
      status: 400,
      reason: 'the native token needs no approval',
    })
  })

  it('gas price from eth_gasPrice (fast and instant above it); prices from the local list', async () => {
    const gasPrice = await api().getGasPrice({ chainId: CAIP2 })
    const prices = await api().fetchFungiblePrices({ currency: 'usd', addresses: [ETH, demo('DUSD').caip10, demo('DGLD').caip10, `${CAIP2}:${swap.weth}`, `${CAIP2}:0x${'12'.repeat(20)}`] })

    expect(BigInt(gasPrice.standard)).toBe(await client().getGasPrice())
    expect(BigInt(gasPrice.fast)).toBeGreaterThan(BigInt(gasPrice.standard))
    expect(BigInt(gasPrice.instant)).toBeGreaterThan(BigInt(gasPrice.fast))
    expect(prices.map((price) => [price.symbol, price.price])).toEqual([
      ['ETH', LOCAL_ETH_PRICE],
      ['DUSD', 1],
      ['DGLD', 2_350.5],
      ['WETH', LOCAL_ETH_PRICE],
    ])
  })
})
