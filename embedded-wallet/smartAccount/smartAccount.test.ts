import { createPublicClient, createWalletClient, encodeFunctionData, getAddress, hashMessage, http, isErc6492Signature, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../../adapters/siwx/evm/ViemSiwxVerifier.js'
import { anvilAt } from '../../core/network/presets.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { compiledFactoryAddress, deploySmartAccountFactory } from './deploySmartAccountFactory.js'
import { createAccountCalldata, SMART_ACCOUNT_ABI, SMART_ACCOUNT_FACTORY_ABI, SMART_ACCOUNT_FACTORY_ADDRESS, SMART_ACCOUNT_SALT, signForSmartAccount } from './smartAccountContracts.js'

// The embedded wallet's smart account on a real anvil: the factory deployed as `npm start` does,
// counterfactual addresses, EIP-6492 signatures before deployment and EIP-1271 after, checked by
// viem's verifyMessage and by the SIWX server's verifier, and the owner-only execute.
const [ownerKey, strangerKey, deployer] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const owner = privateKeyToAccount(ownerKey.privateKey)
const stranger = privateKeyToAccount(strangerKey.privateKey)
const receiver = privateKeyToAccount(generatePrivateKey())
const MESSAGE = 'walletport smart account'

let chain: AnvilInstance
let client: ReturnType<typeof createPublicClient>
let account: Address

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(chain.directUrl) })
  await deploySmartAccountFactory({ rpcUrl: chain.directUrl, deployerKey: deployer.privateKey })
  account = getAddress(await client.readContract({ address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner.address, SMART_ACCOUNT_SALT] }))
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

function walletOf(key: typeof owner) {
  return createWalletClient({ account: key, transport: http(chain.directUrl), chain: { id: 31337, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.directUrl] } } } })
}

async function mined(hash: `0x${string}`): Promise<'success' | 'reverted'> {
  return (await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status
}

describe('the smart account on anvil', () => {
  it('default: the checked-in factory address is where SmartAccount.sol compiles to, and the factory is there', async () => {
    expect(compiledFactoryAddress()).toBe(SMART_ACCOUNT_FACTORY_ADDRESS)
    expect(await client.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/)
    // Deploying again is a no-op.
    await expect(deploySmartAccountFactory({ rpcUrl: chain.directUrl, deployerKey: deployer.privateKey })).resolves.toBe(SMART_ACCOUNT_FACTORY_ADDRESS)
  })

  it('behavior: one counterfactual address per owner, no code before deployment', async () => {
    const other = await client.readContract({ address: SMART_ACCOUNT_FACTORY_ADDRESS, abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [stranger.address, SMART_ACCOUNT_SALT] })
    expect(getAddress(other)).not.toBe(account)
    expect(account).not.toBe(owner.address)
    expect(await client.getCode({ address: account })).toBeUndefined()
  })

  it('behavior: EIP-6492 before deployment, EIP-1271 after; strangers and plain owner signatures refused', async () => {
    const verifier = new ViemSiwxVerifier({ networks: [anvilAt(chain.directUrl, 31337)] })
    const verifyBoth = async (signature: `0x${string}`) => ({
      viem: await verifyMessage(client, { address: account, message: MESSAGE, signature }),
      siwx: (await verifier.verifySignature({ message: MESSAGE, signature, address: account, chainId: 'eip155:31337' })).valid,
    })
    const wrapped = await signForSmartAccount({ owner, account, hash: hashMessage(MESSAGE), deployed: false })
    expect(isErc6492Signature(wrapped)).toBe(true)
    expect(await verifyBoth(wrapped)).toEqual({ viem: true, siwx: true })
    const strangers = await signForSmartAccount({ owner: stranger, account, hash: hashMessage(MESSAGE), deployed: false })
    expect(await verifyBoth(strangers)).toEqual({ viem: false, siwx: false })
    // The owner's own personal_sign is not the account's signature (the digest binds the account).
    expect(await verifyBoth(await owner.signMessage({ message: MESSAGE }))).toEqual({ viem: false, siwx: false })
    // The 6492 check only simulated the deployment.
    expect(await client.getCode({ address: account })).toBeUndefined()

    // Anyone may pay for the deployment; the owner stays the owner.
    expect(await mined(await walletOf(stranger).sendTransaction({ to: SMART_ACCOUNT_FACTORY_ADDRESS, data: createAccountCalldata(owner.address) }))).toBe('success')
    expect(await client.readContract({ address: account, abi: SMART_ACCOUNT_ABI, functionName: 'owner' })).toBe(owner.address)

    const plain = await signForSmartAccount({ owner, account, hash: hashMessage(MESSAGE), deployed: true })
    expect(plain).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.readContract({ address: account, abi: SMART_ACCOUNT_ABI, functionName: 'isValidSignature', args: [hashMessage(MESSAGE), plain] })).toBe('0x1626ba7e')
    expect(await verifyBoth(plain)).toEqual({ viem: true, siwx: true })
    expect(await verifyBoth(await signForSmartAccount({ owner: stranger, account, hash: hashMessage(MESSAGE), deployed: true }))).toEqual({ viem: false, siwx: false })
    expect(await client.readContract({ address: account, abi: SMART_ACCOUNT_ABI, functionName: 'isValidSignature', args: [hashMessage('another message'), plain] })).toBe('0xffffffff')
    // A wrapped signature still verifies once deployed (the wrapper's deploy step is skipped).
    expect(await verifyBoth(wrapped)).toEqual({ viem: true, siwx: true })
  })

  it('behavior: execute moves the account\'s own funds, for the owner only', async () => {
    await mined(await walletOf(owner).sendTransaction({ to: account, value: parseEther('1') }))
    const before = await client.getBalance({ address: receiver.address })
    const execute = encodeFunctionData({ abi: SMART_ACCOUNT_ABI, functionName: 'execute', args: [receiver.address, parseEther('0.25'), '0x'] })
    await expect(walletOf(stranger).sendTransaction({ to: account, data: execute, gas: 200_000n }).then(mined)).resolves.toBe('reverted')
    expect(await mined(await walletOf(owner).sendTransaction({ to: account, data: execute }))).toBe('success')
    expect((await client.getBalance({ address: receiver.address })) - before).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: account })).toBe(parseEther('0.75'))
  })
})
