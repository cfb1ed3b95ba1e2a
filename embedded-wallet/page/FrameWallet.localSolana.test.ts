import { getTransferSolInstruction } from '@solana-program/system'
import { address, createNoopSigner, createSolanaRpc, lamports, signature as asSignature } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { LOCAL_SOLANA_GENESIS_HASH, startLocalSolana, type LocalSolana } from '../../test-doubles/localSolana/index.js'
import { deriveSolanaKey } from './deriveSolanaKey.js'
import { scriptedApprover } from './frameWallet.fixture.js'
import { FrameWallet } from './FrameWallet.js'
import { JsonRpcClient } from './JsonRpcClient.js'
import { unsignedWire } from './solanaWire.fixture.js'

const SOL = 1_000_000_000n
const CHAIN_ID = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`

describe('FrameWallet against the local Solana (litesvm)', () => {
  let solana: LocalSolana
  beforeEach(async () => {
    solana = await startLocalSolana()
  })
  afterEach(() => solana.close())

  it('solana_signAndSendTransaction: the approved transfer lands and the receiver is credited', async () => {
    const user = deriveSolanaKey(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    const receiver = address(deriveSolanaKey(globalThis.crypto.getRandomValues(new Uint8Array(32))).address)
    solana.fund(user.address, 2n * SOL)
    const rpc = createSolanaRpc(solana.url)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const wire = unsignedWire(address(user.address), [getTransferSolInstruction({ source: createNoopSigner(address(user.address)), destination: receiver, amount: lamports(SOL / 2n) })], lifetime)
    const approver = scriptedApprover()
    const wallet = new FrameWallet({ account: () => undefined, solanaKey: () => user, approver, rpc: new JsonRpcClient({ fetch: (url, init) => fetch(url, init), clock: new ManualClock() }) })

    const { signature } = (await wallet.request({ method: 'solana_signAndSendTransaction', params: [{ transaction: wire }], chainId: CHAIN_ID, rpcUrl: solana.url }, { id: 'r1', origin: 'https://app.example.com' })) as { signature: string }

    expect(approver.asked).toHaveLength(1)
    expect((await rpc.getBalance(receiver).send()).value).toBe(SOL / 2n)
    const { value: statuses } = await rpc.getSignatureStatuses([asSignature(signature)]).send()
    expect(statuses[0]).toMatchObject({ err: null })
  })
})
