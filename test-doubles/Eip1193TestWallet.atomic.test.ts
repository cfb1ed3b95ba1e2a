// EIP-7702 atomic batching on real anvils (Prague): the bundle is one type-4 transaction, a
// failing call undoes the calls before it, and the delegation is authorized once.
import { createPublicClient, encodeFunctionData, http, parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployDemoTokens, demoTokenArtifact } from '../scripts/referenceServer/deployDemoTokens.js'
import { ANVIL_ACCOUNTS, type AnvilInstance } from '../tests/support/anvil.js'
import { chainOf, connected, FIRST_ACCOUNT, recipient, SECOND_ACCOUNT, useTwoAnvils } from '../tests/support/testWallet.js'
import { Eip1193TestWallet } from './Eip1193TestWallet.js'
import { BATCH_EXECUTOR_ABI } from './testWallet/batchExecutor/batchExecutorArtifact.js'
import { BATCH_EXECUTOR_ADDRESS, deployBatchExecutor } from './testWallet/batchExecutor/deployBatchExecutor.js'

let one: AnvilInstance
let two: AnvilInstance
useTwoAnvils((a, b) => ([one, two] = [a, b]))

const deployerKey = ANVIL_ACCOUNTS[2]?.privateKey ?? '0x'
const { abi } = demoTokenArtifact()
const client = () => createPublicClient({ transport: http(one.directUrl) })
const balanceOf = (token: `0x${string}`, owner: `0x${string}`) => client().readContract({ address: token, abi, functionName: 'balanceOf', args: [owner] }) as Promise<bigint>
const allowance = (token: `0x${string}`, owner: `0x${string}`, spender: `0x${string}`) => client().readContract({ address: token, abi, functionName: 'allowance', args: [owner, spender] }) as Promise<bigint>
const call = (token: `0x${string}`, functionName: 'approve' | 'transfer', args: readonly [`0x${string}`, bigint]) => ({ to: token, data: encodeFunctionData({ abi, functionName, args }) })

async function atomicWallet(): Promise<Eip1193TestWallet> {
  const executor = await deployBatchExecutor({ rpcUrl: one.directUrl, deployerKey })
  return connected(new Eip1193TestWallet({ chains: [chainOf(one), chainOf(two)], atomicBatching: { executor, chainIds: [one.chainId] } }))
}

async function sendCalls(wallet: Eip1193TestWallet, calls: readonly Record<string, unknown>[], atomicRequired: boolean): Promise<Record<string, unknown>> {
  const { id } = (await wallet.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: wallet.address, atomicRequired, calls }] })) as { id: string }
  let status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as Record<string, unknown>
  for (let tries = 0; status.status === 100 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as Record<string, unknown>
  }
  return status
}

const transactionOf = async (status: Record<string, unknown>) => {
  const [receipt] = status.receipts as { transactionHash: Hex }[]
  return client().getTransaction({ hash: receipt?.transactionHash ?? '0x' })
}

describe('Eip1193TestWallet: EIP-7702 atomic batching', () => {
  it('deployBatchExecutor: the same CREATE2 address on every chain, idempotent', async () => {
    expect(await deployBatchExecutor({ rpcUrl: one.directUrl, deployerKey })).toBe(BATCH_EXECUTOR_ADDRESS)
    expect(await deployBatchExecutor({ rpcUrl: one.directUrl, deployerKey })).toBe(BATCH_EXECUTOR_ADDRESS)
    expect(await deployBatchExecutor({ rpcUrl: two.directUrl, deployerKey })).toBe(BATCH_EXECUTOR_ADDRESS)
    expect(await client().getCode({ address: BATCH_EXECUTOR_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('wallet_getCapabilities: atomic supported where the executor is configured, unsupported elsewhere', async () => {
    const wallet = await atomicWallet()
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.address, ['0x7a69', '0x7a6a']] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
  })

  it('wallet_sendCalls: approve + transfer land in ONE type-4 transaction that delegates the account, status 200', async () => {
    const wallet = await atomicWallet()
    const [token] = await deployDemoTokens({ rpcUrl: one.directUrl, chainId: one.chainId, deployerKey, holders: [FIRST_ACCOUNT] })
    const dusd = token?.address ?? '0x'
    const before = await balanceOf(dusd, recipient())

    const status = await sendCalls(wallet, [call(dusd, 'approve', [SECOND_ACCOUNT, parseUnits('100', 6)]), call(dusd, 'transfer', [recipient(), parseUnits('5', 6)])], true)

    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    const transaction = await transactionOf(status)
    expect(transaction).toMatchObject({ type: 'eip7702', from: FIRST_ACCOUNT.toLowerCase(), to: FIRST_ACCOUNT.toLowerCase() })
    expect(transaction.authorizationList).toHaveLength(1)
    expect(transaction.authorizationList?.[0]?.address.toLowerCase()).toBe(BATCH_EXECUTOR_ADDRESS.toLowerCase())
    expect(await client().getCode({ address: FIRST_ACCOUNT })).toBe(`0xef0100${BATCH_EXECUTOR_ADDRESS.slice(2).toLowerCase()}`)
    expect(await allowance(dusd, FIRST_ACCOUNT, SECOND_ACCOUNT)).toBe(parseUnits('100', 6))
    expect(await balanceOf(dusd, recipient())).toBe(before + parseUnits('5', 6))
  })

  it('behavior: a reverting second call undoes the first (checked on chain), status 500; the delegation is reused', async () => {
    const wallet = await atomicWallet()
    const [token] = await deployDemoTokens({ rpcUrl: one.directUrl, chainId: one.chainId, deployerKey, holders: [FIRST_ACCOUNT] })
    const dusd = token?.address ?? '0x'
    await sendCalls(wallet, [call(dusd, 'transfer', [recipient(), 1n])], false)
    const [mine, theirs] = await Promise.all([balanceOf(dusd, FIRST_ACCOUNT), balanceOf(dusd, recipient())])

    const status = await sendCalls(wallet, [call(dusd, 'transfer', [recipient(), parseUnits('1', 6)]), call(dusd, 'transfer', [recipient(), parseUnits('5000', 6)])], false)

    expect(status).toMatchObject({ status: 500, atomic: true })
    expect(status.receipts).toEqual([expect.objectContaining({ status: '0x0' })])
    expect((await transactionOf(status)).authorizationList ?? []).toEqual([])
    expect(await balanceOf(dusd, FIRST_ACCOUNT)).toBe(mine)
    expect(await balanceOf(dusd, recipient())).toBe(theirs)
  })

  it('behavior: a bundle with ether values pays from the account itself', async () => {
    const wallet = await atomicWallet()
    const before = await client().getBalance({ address: recipient() })
    const status = await sendCalls(wallet, [{ to: recipient(), value: '0x1' }, { to: recipient(), value: '0x2' }], true)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(await client().getBalance({ address: recipient() })).toBe(before + 3n)
  })

  it('security: no one but the account may call execute on it', async () => {
    const wallet = await atomicWallet()
    await sendCalls(wallet, [{ to: recipient(), value: '0x1' }], true)
    const stranger = { to: recipient(), value: 1n, data: '0x' as Hex }
    await expect(client().simulateContract({ address: wallet.address, abi: BATCH_EXECUTOR_ABI, functionName: 'execute', args: [[stranger]], account: SECOND_ACCOUNT })).rejects.toThrow(/Unauthorized/)
  })

  it('errors: atomicRequired on a chain without the executor is still refused (5760)', async () => {
    const wallet = await atomicWallet()
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a6a', from: wallet.address, atomicRequired: true, calls: [{ to: recipient() }] }] })).rejects.toMatchObject({ code: 5760 })
  })
})
