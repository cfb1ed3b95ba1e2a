// SolanaChainAdapter.sendWithSigner against the local Solana RPC (litesvm behind JSON-RPC): the
// adapter checks and builds a transfer, a signer it does not own (as the embedded wallet's frame
// is) signs the wire transaction and sends it, and the transfer lands on the chain.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { createSolanaRpc, getTransactionDecoder, getTransactionEncoder, type Address, type Base64EncodedWireTransaction, type SignatureBytes, type Transaction } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InsufficientSolError } from '../adapters/solana/solanaErrors.js'
import { SolanaChainAdapter } from '../adapters/solana/SolanaChainAdapter.js'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import type { Network } from '../core/network/Network.js'
import { TransactionFormError } from '../core/transactions/transactionForm.js'
import type { TransactionSigner } from '../ports/ChainAdapter.js'
import { localSolanaNetwork, startLocalSolana, type LocalSolana } from '../test-doubles/localSolana/index.js'

const SOL = 1_000_000_000n
let solana: LocalSolana
let localnet: Network
let nextSeed = 90

beforeAll(async () => {
  solana = await startLocalSolana()
  localnet = localSolanaNetwork(solana)
})
afterAll(() => solana?.close())

/** An ed25519 key that signs its own slot of a wire transaction and sends it to the local RPC, as the frame does. */
function frameLikeSigner() {
  const secret = new Uint8Array(32).fill((nextSeed += 1))
  const address = base58.encode(ed25519.getPublicKey(secret))
  const seen: Uint8Array[] = []
  const signer: TransactionSigner = {
    address,
    async signAndSendTransaction({ transaction, network }) {
      seen.push(transaction)
      const decoded = getTransactionDecoder().decode(transaction) as Transaction
      const signature = ed25519.sign(Uint8Array.from(decoded.messageBytes), secret) as SignatureBytes
      const signed = { ...decoded, signatures: { ...decoded.signatures, [address as Address]: signature } }
      const wire = base64.encode(Uint8Array.from(getTransactionEncoder().encode(signed))) as Base64EncodedWireTransaction
      return createSolanaRpc(network.rpcUrls.default.http[0] ?? '').sendTransaction(wire, { encoding: 'base64' }).send()
    },
  }
  return { signer, address, seen }
}

const balanceOf = async (address: string) => (await createSolanaRpc(solana.url).getBalance(address as Address).send()).value
const stranger = () => base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill((nextSeed += 1))))

describe('SolanaChainAdapter.sendWithSigner on the local Solana RPC', () => {
  it('behavior: the signer signs what the adapter built; the SOL lands and the confirmed signature is returned', async () => {
    const { signer, address, seen } = frameLikeSigner()
    solana.fund(address, 2n * SOL)
    const to = stranger()
    const adapter = new SolanaChainAdapter({ networks: [localnet] })

    const signature = await adapter.sendWithSigner({ network: localnet, transaction: { from: address, to, lamports: SOL / 2n }, signer })

    expect(await balanceOf(to)).toBe(SOL / 2n)
    expect(seen).toHaveLength(1)
    // The signer was given the transaction unsigned, the account as fee payer.
    const given = getTransactionDecoder().decode(seen[0]!)
    expect(Object.keys(given.signatures)[0]).toBe(address)
    expect(base58.decode(signature)).toHaveLength(64)
  })

  it('errors: a transfer the chain would refuse is refused before the signer is asked', async () => {
    const { signer, address, seen } = frameLikeSigner()
    solana.fund(address, SOL / 100n)
    const adapter = new SolanaChainAdapter({ networks: [localnet] })

    await expect(adapter.sendWithSigner({ network: localnet, transaction: { from: address, to: stranger(), lamports: SOL }, signer })).rejects.toBeInstanceOf(InsufficientSolError)
    expect(seen).toEqual([])
  })

  it('parameters: a transfer from another account than the signer is refused, typed', async () => {
    const { signer, seen } = frameLikeSigner()
    const adapter = new SolanaChainAdapter({ networks: [localnet] })

    await expect(adapter.sendWithSigner({ network: localnet, transaction: { from: stranger(), to: stranger(), lamports: 1n }, signer })).rejects.toBeInstanceOf(TransactionFormError)
    expect(seen).toEqual([])
  })

  it('errors: the signer declining is the typed rejection, and nothing moves', async () => {
    const { address } = frameLikeSigner()
    solana.fund(address, SOL)
    const to = stranger()
    const declining: TransactionSigner = { address, signAndSendTransaction: () => Promise.reject(new UserRejectedRequestError()) }
    const adapter = new SolanaChainAdapter({ networks: [localnet] })

    await expect(adapter.sendWithSigner({ network: localnet, transaction: { from: address, to, lamports: SOL / 10n }, signer: declining })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await balanceOf(to)).toBe(0n)
  })
})
