import { concat, encodeFunctionData, keccak256, parseAbi, serializeErc6492Signature, zeroHash, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * The deterministic CREATE2 deployer (Arachnid's proxy) that anvil carries: the factory deployed
 * through it lands at the same address on every chain, whatever ran before.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * Where `npm start` deploys WalletportSmartAccountFactory (SmartAccount.sol, through the CREATE2
 * deployer with salt 0) on both anvils. smartAccount.anvil.test.ts compiles the source and
 * checks this address, so it cannot drift from the contract.
 */
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = '0xc93d764Ea88ecA5241725e8EfBE5490d76a79f61'

/** One smart account per user key: the factory salt is fixed. */
export const SMART_ACCOUNT_SALT: Hex = zeroHash

/** The parts of the factory the frame calls. */
export const SMART_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function getAddress(address owner, bytes32 salt) view returns (address)',
])

/** The parts of the account the frame calls. */
export const SMART_ACCOUNT_ABI = parseAbi([
  'function execute(address to, uint256 value, bytes data) payable returns (bytes)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function owner() view returns (address)',
])

/** The factory call that deploys `owner`'s account: the EIP-6492 wrapper's calldata, and the first send's. */
export function createAccountCalldata(owner: Address): Hex {
  return encodeFunctionData({ abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner, SMART_ACCOUNT_SALT] })
}

/**
 * The account's signature over `hash`: the owner's ECDSA signature of
 * keccak256(0x19 ‖ 0x00 ‖ account ‖ hash), what its isValidSignature checks (EIP-1271). An account
 * not deployed yet wraps it for EIP-6492 (factory, createAccount calldata, signature), so a
 * verifier can deploy it in a simulation first.
 * @example await signForSmartAccount({ owner, account, hash: hashMessage('hi'), deployed: false }) // '0x…6492649264926492…'
 */
export async function signForSmartAccount(parameters: { readonly owner: PrivateKeyAccount; readonly account: Address; readonly hash: Hex; readonly deployed: boolean }): Promise<Hex> {
  const { owner, account, hash, deployed } = parameters
  const signature = await owner.sign({ hash: keccak256(concat(['0x1900', account, hash])) })
  if (deployed) return signature
  return serializeErc6492Signature({ address: SMART_ACCOUNT_FACTORY_ADDRESS, data: createAccountCalldata(owner.address), signature })
}
