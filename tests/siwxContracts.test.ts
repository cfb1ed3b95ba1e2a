import { createPublicClient, createWalletClient, encodeFunctionData, getAddress, http, keccak256, serializeErc6492Signature, toHex, type Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemSiwxVerifier } from '../adapters/siwx/evm/ViemSiwxVerifier.js'
import { createSiwxServer } from '../adapters/siwx/server/createSiwxServer.js'
import type { Network } from '../core/network/Network.js'
import { anvilAt } from '../core/network/presets.js'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'
import { verifySiwxMessage } from '../core/siwx/verifySiwxMessage.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './support/anvil.js'
import { compileContracts } from './support/contracts/compileContracts.js'
import { readSiweVectors } from './support/siwx/siweVectors.js'

// Contract wallets on real parts: the Solidity wallet and factory of tests/support/contracts,
// compiled with solc-js once for this file and deployed on one anvil.
// The shared eip1271.json cases point at Argent and Loopring wallets on mainnet, which a
// test cannot reach: they are REPLACED here by the anvil-deployed EIP-1271 wallet (same
// messages, with that wallet as the account and anvil as the chain).
const [deployer, owner, stranger] = ANVIL_ACCOUNTS as [(typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number], (typeof ANVIL_ACCOUNTS)[number]]
const ownerAccount = privateKeyToAccount(owner.privateKey)
const strangerAccount = privateKeyToAccount(stranger.privateKey)
const CHAIN_ID = 'eip155:31337'
const NOW = Date.UTC(2026, 0, 1)

let chain: AnvilInstance
let network: Network
let factory: `0x${string}`
let factoryAbi: Abi
let deployedWallet: `0x${string}`
let counterfactualWallet: `0x${string}`
let verifier: ViemSiwxVerifier

beforeAll(async () => {
  const contracts = compileContracts()
  chain = await startAnvil({ chainId: 31337 })
  network = anvilAt(chain.rpcUrl, 31337)
  verifier = new ViemSiwxVerifier({ networks: [network] })
  factoryAbi = contracts.TestSmartWalletFactory.abi as Abi
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport: http(chain.directUrl), chain: undefined })
  const reader = createPublicClient({ transport: http(chain.directUrl) })
  const hash = await wallet.deployContract({ abi: factoryAbi, bytecode: contracts.TestSmartWalletFactory.bytecode, chain: null })
  factory = getAddress((await reader.waitForTransactionReceipt({ hash })).contractAddress ?? '0x')
  const saltDeployed = keccak256(toHex('deployed'))
  const deploy = await wallet.writeContract({ address: factory, abi: factoryAbi, functionName: 'deploy', args: [owner.address, saltDeployed], chain: null })
  await reader.waitForTransactionReceipt({ hash: deploy })
  deployedWallet = getAddress((await reader.readContract({ address: factory, abi: factoryAbi, functionName: 'addressOf', args: [owner.address, saltDeployed] })) as string)
  counterfactualWallet = getAddress((await reader.readContract({ address: factory, abi: factoryAbi, functionName: 'addressOf', args: [owner.address, keccak256(toHex('later'))] })) as string)
}, 30_000)

afterAll(async () => {
  await chain?.stop()
})

function messageFor(accountAddress: string): string {
  return createSiwxMessage({
    domain: 'app.example',
    uri: 'https://app.example/login',
    accountAddress,
    chainId: CHAIN_ID,
    version: '1',
    nonce: 'contractWallet1',
    issuedAt: new Date(NOW).toISOString(),
  }).toString()
}

async function verify(message: string, signature: string) {
  return verifySiwxMessage({ message, signature, verifiers: [verifier], expect: { now: NOW, domain: 'app.example' } })
}

function counterfactualSignature(inner: `0x${string}`): `0x${string}` {
  const data = encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [owner.address, keccak256(toHex('later'))] })
  return serializeErc6492Signature({ address: factory, data, signature: inner })
}

describe('EIP-1271: a deployed contract wallet (isValidSignature through the public client)', () => {
  it('behavior: the owner’s signature verifies for the wallet', async () => {
    const message = messageFor(deployedWallet)

    const result = await verify(message, await ownerAccount.signMessage({ message }))

    expect(result.ok).toBe(true)
  })

  it('behavior: another key’s signature is refused', async () => {
    const message = messageFor(deployedWallet)

    const result = await verify(message, await strangerAccount.signMessage({ message }))

    expect(result.ok ? 'ok' : result.error.reason).toBe('invalidSignature')
  })

  it.each(Object.entries(readSiweVectors<{ message: string; signature: string }>('eip1271')))(
    'eip1271.json "%s", replaced: its message with the anvil wallet as the account',
    async (_name, vector) => {
      // The mainnet wallet and chain of the vector become the anvil wallet and anvil's chain id.
      const lines = vector.message.split('\n')
      lines[1] = deployedWallet
      const message = lines.join('\n').replace('Chain ID: 1\n', 'Chain ID: 31337\n')

      const check = async (signature: string) =>
        verifySiwxMessage({ message, signature, verifiers: [verifier], expect: { now: NOW, domain: 'localhost:4361' } })

      const ownSignature = await check(await ownerAccount.signMessage({ message }))
      const vectorSignature = await check(vector.signature)

      expect(ownSignature.ok).toBe(true)
      expect(vectorSignature.ok ? 'ok' : vectorSignature.error.reason).toBe('invalidSignature')
    },
  )
})

describe('EIP-6492: a counterfactual wallet (factory + calldata, not deployed)', () => {
  it('behavior: the wrapped owner signature verifies and nothing gets deployed', async () => {
    const message = messageFor(counterfactualWallet)
    const reader = createPublicClient({ transport: http(chain.directUrl) })

    const result = await verify(message, counterfactualSignature(await ownerAccount.signMessage({ message })))

    expect(result.ok).toBe(true)
    expect(await reader.getCode({ address: counterfactualWallet })).toBeUndefined()
  })

  it('behavior: a wrapped signature of another key is refused', async () => {
    const message = messageFor(counterfactualWallet)

    const result = await verify(message, counterfactualSignature(await strangerAccount.signMessage({ message })))

    expect(result.ok ? 'ok' : result.error.reason).toBe('invalidSignature')
  })

  it('behavior: without an RPC for the chain a contract wallet cannot be verified (refused, not trusted)', async () => {
    const message = messageFor(counterfactualWallet)
    const offline = new ViemSiwxVerifier()

    const result = await verifySiwxMessage({
      message,
      signature: counterfactualSignature(await ownerAccount.signMessage({ message })),
      verifiers: [offline],
      expect: { now: NOW },
    })

    expect(result.ok ? 'ok' : result.error.reason).toBe('invalidSignature')
  })

  it('behavior: an unreachable node is "could not check", never "valid"', async () => {
    const message = messageFor(deployedWallet)
    const unreachable = new ViemSiwxVerifier({ networks: [anvilAt('http://127.0.0.1:9', 31337)] })

    const result = await verifySiwxMessage({ message, signature: await ownerAccount.signMessage({ message }), verifiers: [unreachable], expect: { now: NOW } })

    expect(result.ok ? 'ok' : result.error.reason).toBe('verifierUnavailable')
  })
})

describe('walletport/siwx/server with contract wallets', () => {
  it('behavior: a nonce it issued, signed for the 1271 wallet, gives a session once', async () => {
    const server = createSiwxServer({ domain: 'app.example', networks: [network], now: () => NOW })
    const { nonce } = await server.issueNonce()
    const message = createSiwxMessage({
      domain: 'app.example',
      uri: 'https://app.example',
      accountAddress: deployedWallet,
      chainId: CHAIN_ID,
      version: '1',
      nonce,
      issuedAt: new Date(NOW).toISOString(),
    }).toString()
    const signature = await ownerAccount.signMessage({ message })

    const first = await server.verify({ message, signature })
    const replay = await server.verify({ message, signature })

    expect(first.ok && first.session.data.accountAddress).toBe(deployedWallet)
    expect(replay).toMatchObject({ ok: false, reason: 'nonceReused' })
  })
})
