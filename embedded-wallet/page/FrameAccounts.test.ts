import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { createPublicClient, createTestClient, getAddress, http, isErc6492Signature, parseEther, stringToHex, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, verifyTypedData } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../../adapters/siwx/evm/ViemSiwxVerifier.js'
import { anvilAt } from '../../core/network/presets.js'
import { SystemClock } from '../../adapters/clock/SystemClock.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { deploySmartAccountFactory } from '../smartAccount/deploySmartAccountFactory.js'
import { SMART_ACCOUNT_FACTORY_ABI, SMART_ACCOUNT_FACTORY_ADDRESS, SMART_ACCOUNT_SALT } from '../smartAccount/smartAccountContracts.js'
import { FrameAccounts } from './FrameAccounts.js'
import { FrameSession } from './FrameSession.js'
import { FrameSmartAccounts } from './FrameSmartAccounts.js'
import { scriptedApprover } from './frameWallet.fixture.js'
import { FrameWallet } from './FrameWallet.js'
import { InMemoryBackendClient } from './InMemoryBackendClient.js'
import { IndexedDbFrameDatabase } from './IndexedDbFrameDatabase.js'
import { JsonRpcClient } from './JsonRpcClient.js'
import { KeyVault } from './KeyVault.js'

// The frame's smart accounts on a real anvil with the factory deployed as `npm start` does: a
// signed-in FrameSession, FrameAccounts answering GET_USER / SET_PREFERRED_ACCOUNT, and the
// FrameWallet signing and sending as the smart account through its real JSON-RPC client.
const CHAIN = 31337
const APP = 'https://app.example.com'
const MESSAGE = 'Sign in to app.example'

let chain: AnvilInstance
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  chain = await startAnvil({ chainId: CHAIN })
  client = createPublicClient({ transport: http(chain.directUrl) })
  await deploySmartAccountFactory({ rpcUrl: chain.directUrl, deployerKey: ANVIL_ACCOUNTS[2]?.privateKey ?? '0x' })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

async function signedInFrame(options: { approver?: ReturnType<typeof scriptedApprover> } = {}) {
  const backend = new InMemoryBackendClient()
  const database = new IndexedDbFrameDatabase(new IDBFactory())
  const clock = new SystemClock()
  const session = new FrameSession({ backend, database, vault: new KeyVault({ database, crypto: globalThis.crypto }), clock, onSessionUpdate: () => undefined })
  const email = `${generatePrivateKey().slice(2, 12)}@example.com`
  await session.connectEmail({ email })
  await session.connectOtp({ otp: backend.lastOtp(email) ?? '' })
  const rpc = new JsonRpcClient({ fetch: (url, init) => fetch(url, init), clock })
  const smartAccounts = new FrameSmartAccounts({ networks: [{ chainId: CHAIN, rpcUrl: chain.directUrl }], rpc })
  const accounts = new FrameAccounts({ session, smartAccounts, database })
  const approver = options.approver ?? scriptedApprover()
  const wallet = new FrameWallet({ account: () => session.account, solanaKey: () => undefined, approver, rpc, smartAccounts: { active: accounts, perform: smartAccounts } })
  const request = (method: string, params: unknown[] = [], chainId = CHAIN) => wallet.request({ method, params, chainId, rpcUrl: chain.directUrl }, { id: `r${Math.random()}`, origin: APP })
  const owner = session.account?.address as Address
  const smart = getAddress(await client.readContract({ address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] }))
  return { session, accounts, wallet, approver, request, owner, smart, smartAccounts, database }
}

async function verifiedBoth(address: Address, signature: Hex) {
  const verifier = new ViemSiwxVerifier({ networks: [anvilAt(chain.directUrl, CHAIN)] })
  return {
    viem: await verifyMessage(client, { address, message: MESSAGE, signature }),
    siwx: (await verifier.verifySignature({ message: MESSAGE, signature, address, chainId: `eip155:${CHAIN}` })).valid,
  }
}

describe('FrameAccounts on anvil', () => {
  it('default: the enabled networks, and GET_USER with both accounts, the EOA preferred, not deployed', async () => {
    const { accounts, owner, smart } = await signedInFrame()
    expect(accounts.enabledNetworks()).toEqual({ smartAccountEnabledNetworks: [CHAIN] })
    const user = await accounts.getUser({ chainId: CHAIN })
    expect(user).toMatchObject({ address: owner, chainId: CHAIN, preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(user.accounts).toEqual([
      { address: smart, type: 'smartAccount' },
      { address: owner, type: 'eoa' },
    ])
  })

  it('behavior: SET_PREFERRED_ACCOUNT switches the active account (GET_USER, eth_accounts) and back', async () => {
    const { accounts, request, owner, smart } = await signedInFrame()
    await accounts.getUser({ chainId: CHAIN })
    expect(await accounts.setPreferredAccount({ type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: smart })
    expect(await accounts.getUser({ chainId: CHAIN })).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect(await request('eth_accounts')).toEqual([smart])
    expect(await accounts.setPreferredAccount({ type: 'eoa' })).toEqual({ type: 'eoa', address: owner })
    expect(await request('eth_accounts')).toEqual([owner])
  })

  it('behavior: the preference is kept in the frame\'s storage: a reloaded page starts on the smart account', async () => {
    const { session, accounts, smartAccounts, database, smart } = await signedInFrame()
    await accounts.getUser({ chainId: CHAIN })
    await accounts.setPreferredAccount({ type: 'smartAccount' })
    const reloaded = new FrameAccounts({ session, smartAccounts, database })
    expect(await reloaded.getUser({ chainId: CHAIN })).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
  })

  it('bad input: a malformed stored preference counts as none (the EOA)', async () => {
    const { session, smartAccounts, database, owner } = await signedInFrame()
    await database.setSetting('preferredAccountTypes', '{"not-an-address":"smartAccount"')
    expect(await new FrameAccounts({ session, smartAccounts, database }).getUser({ chainId: CHAIN })).toMatchObject({ address: owner, preferredAccountType: 'eoa' })
    await database.setSetting('preferredAccountTypes', JSON.stringify({ [owner.toLowerCase()]: 'admin' }))
    expect(await new FrameAccounts({ session, smartAccounts, database }).getUser({ chainId: CHAIN })).toMatchObject({ address: owner, preferredAccountType: 'eoa' })
  })

  it('bad input: a smart account on a chain without them is refused; GET_USER there has the EOA only', async () => {
    const { accounts, owner } = await signedInFrame()
    const user = await accounts.getUser({ chainId: 10 })
    expect(user).toMatchObject({ address: owner, accounts: [{ address: owner, type: 'eoa' }], preferredAccountType: 'eoa' })
    await expect(accounts.setPreferredAccount({ type: 'smartAccount' })).rejects.toThrow('Smart accounts are not enabled on this network')
  })

  it('bad input: while the smart account is active, a request naming the EOA is refused (4100), nothing asked', async () => {
    const { accounts, request, approver, owner } = await signedInFrame()
    await accounts.getUser({ chainId: CHAIN })
    await accounts.setPreferredAccount({ type: 'smartAccount' })
    await expect(request('personal_sign', [stringToHex(MESSAGE), owner])).rejects.toMatchObject({ shortMessage: 'Unknown account', code: 4100 })
    expect(approver.asked).toEqual([])
  })

  it('behavior: the smart account signs 6492 before deployment, a send deploys it and lands, then it signs 1271', async () => {
    const { accounts, request, owner, smart, approver } = await signedInFrame()
    await accounts.getUser({ chainId: CHAIN })
    await accounts.setPreferredAccount({ type: 'smartAccount' })
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const before = (await request('personal_sign', [stringToHex(MESSAGE), smart])) as Hex
    expect(isErc6492Signature(before)).toBe(true)
    expect(await verifiedBoth(smart, before)).toEqual({ viem: true, siwx: true })

    // The owner's key pays the gas; the account pays the value from its own balance.
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.directUrl) })
    await testClient.setBalance({ address: owner, value: parseEther('1') })
    await testClient.setBalance({ address: smart, value: parseEther('2') })
    const hash = (await request('eth_sendTransaction', [{ from: smart, to: receiver, value: toHex(parseEther('0.5')) }])) as Hex
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
    expect(await client.getBalance({ address: smart })).toBe(parseEther('1.5'))
    expect(approver.asked.at(-1)?.call).toMatchObject({ method: 'eth_sendTransaction', transaction: { from: smart, to: receiver } })
    expect(await accounts.getUser({ chainId: CHAIN })).toMatchObject({ address: smart, smartAccountDeployed: true })

    const after = (await request('personal_sign', [stringToHex(MESSAGE), smart])) as Hex
    expect(after).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifiedBoth(smart, after)).toEqual({ viem: true, siwx: true })
    // Typed data too: the account's 1271 signature over the EIP-712 hash.
    const typedData = { domain: { name: 'demo', chainId: CHAIN }, types: { Hello: [{ name: 'text', type: 'string' }] }, primaryType: 'Hello', message: { text: 'hi' } } as const
    const typed = (await request('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])) as Hex
    expect(await verifyTypedData(client, { address: smart, signature: typed, ...typedData })).toBe(true)
    expect(await verifyTypedData(client, { address: smart, signature: typed, ...typedData, message: { text: 'bye' } })).toBe(false)
    // A second send reuses the deployed account (one transaction).
    const second = (await request('eth_sendTransaction', [{ from: smart, to: receiver, value: toHex(parseEther('0.25')) }])) as Hex
    expect((await client.waitForTransactionReceipt({ hash: second })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.75'))
  })

  it('behavior: a declined smart-account signature sends nothing and signs nothing', async () => {
    const { accounts, request, smart } = await signedInFrame({ approver: scriptedApprover('reject') })
    await accounts.getUser({ chainId: CHAIN })
    await accounts.setPreferredAccount({ type: 'smartAccount' })
    await expect(request('personal_sign', [stringToHex(MESSAGE), smart])).rejects.toMatchObject({ code: 4001 })
    await expect(request('eth_sendTransaction', [{ from: smart, to: smart, value: '0x1' }])).rejects.toMatchObject({ code: 4001 })
    expect(await client.getCode({ address: smart })).toBeUndefined()
  })
})
