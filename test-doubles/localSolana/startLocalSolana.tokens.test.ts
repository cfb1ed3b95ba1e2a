import { createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc, generateKeyPairSigner, type Address, type KeyPairSigner, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstructionAsync, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signedWire } from './kitTransaction.fixture.js'
import { startLocalSolana, type LocalSolana } from './index.js'
import { TOKEN_2022_PROGRAM_ADDRESS } from './tokenPrograms.js'

const MINT_SEED = new Uint8Array(32).fill(7)
const UNITS = 1_000_000n

describe('startLocalSolana: SPL tokens', () => {
  let solana: LocalSolana
  let rpc: Rpc<SolanaRpcApi>
  let alice: KeyPairSigner
  let bob: KeyPairSigner

  beforeEach(async () => {
    solana = await startLocalSolana()
    rpc = createSolanaRpc(solana.url)
    ;[alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    solana.fund(alice.address, 1_000_000_000n)
  })
  afterEach(() => solana.close())

  const ataOf = async (owner: Address, mint: Address, tokenProgram: Address = TOKEN_PROGRAM_ADDRESS) => (await findAssociatedTokenPda({ owner, mint, tokenProgram }))[0]

  it('behavior: createMint with a seed puts the mint at the seed\'s public key, parsed as the RPC parses mints', async () => {
    const mint = await solana.createMint({ decimals: 6, seed: MINT_SEED, authority: alice.address })
    expect(mint).toBe((await createKeyPairSignerFromPrivateKeyBytes(MINT_SEED)).address)
    const { value } = await rpc.getAccountInfo(mint as Address, { encoding: 'jsonParsed' }).send()
    expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(value?.data).toEqual({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: alice.address, supply: '0' } },
      space: 82n,
    })
    await expect(solana.createMint({ decimals: 6, seed: MINT_SEED })).rejects.toThrow(`an account already lives at ${mint}`)
  })

  it('behavior: mintTo creates the associated token account once, then adds to it and to the supply', async () => {
    const mint = (await solana.createMint({ decimals: 6 })) as Address
    await solana.mintTo(mint, alice.address, 5n * UNITS)
    await solana.mintTo(mint, alice.address, 2_500_000n)
    const { value } = await rpc.getTokenAccountsByOwner(alice.address, { mint }, { encoding: 'jsonParsed' }).send()
    expect(value).toEqual([
      {
        pubkey: await ataOf(alice.address, mint),
        account: {
          data: {
            program: 'spl-token',
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint,
                owner: alice.address,
                state: 'initialized',
                tokenAmount: { amount: '7500000', decimals: 6, uiAmount: 7.5, uiAmountString: '7.5' },
              },
            },
            space: 165n,
          },
          executable: false,
          lamports: 2_039_280n,
          owner: TOKEN_PROGRAM_ADDRESS,
          rentEpoch: 18_446_744_073_709_551_615n,
          space: 165n,
        },
      },
    ])
    const supply = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()
    expect(supply.value?.data).toMatchObject({ parsed: { info: { supply: '7500000' } } })
  })

  it('behavior: getTokenAccountsByOwner by program, and in base64', async () => {
    const [first, second] = [(await solana.createMint({ decimals: 6 })) as Address, (await solana.createMint({ decimals: 9 })) as Address]
    await solana.mintTo(first, alice.address, UNITS)
    await solana.mintTo(second, alice.address, UNITS)
    await solana.mintTo(first, bob.address, UNITS)
    const byProgram = await rpc.getTokenAccountsByOwner(alice.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()
    expect(byProgram.value.map((entry) => entry.pubkey).sort()).toEqual([await ataOf(alice.address, first), await ataOf(alice.address, second)].sort())
    const raw = await rpc.getTokenAccountsByOwner(bob.address, { mint: first }, { encoding: 'base64' }).send()
    expect(raw.value).toHaveLength(1)
    const [data, encoding] = raw.value[0]?.account.data ?? []
    expect(encoding).toBe('base64')
    expect(Buffer.from(data ?? '', 'base64')).toHaveLength(165)
  })

  it('behavior: transferChecked built with kit moves tokens into the recipient\'s new associated account', async () => {
    const mint = (await solana.createMint({ decimals: 6 })) as Address
    await solana.mintTo(mint, alice.address, 10n * UNITS)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const { wire, signature } = await signedWire(alice, lifetime, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: alice, owner: bob.address, mint }),
      getTransferCheckedInstruction({ source: await ataOf(alice.address, mint), mint, destination: await ataOf(bob.address, mint), authority: alice, amount: 3n * UNITS, decimals: 6 }),
    ])
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const amounts = async (owner: Address) =>
      (await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send()).value.map((entry) => entry.account.data.parsed.info.tokenAmount.uiAmountString)
    expect(await amounts(bob.address)).toEqual(['3'])
    expect(await amounts(alice.address)).toEqual(['7'])
  })

  it('behavior: a Token-2022 mint; its associated accounts carry the immutable owner extension', async () => {
    const mint = (await solana.createMint({ decimals: 2, programId: TOKEN_2022_PROGRAM_ADDRESS })) as Address
    await solana.mintTo(mint, alice.address, 1234n)
    const { value } = await rpc.getTokenAccountsByOwner(alice.address, { programId: TOKEN_2022_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()
    expect(value).toHaveLength(1)
    expect(value[0]?.pubkey).toBe(await ataOf(alice.address, mint, TOKEN_2022_PROGRAM_ADDRESS))
    expect(value[0]?.account.data).toEqual({
      program: 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint,
          owner: alice.address,
          state: 'initialized',
          tokenAmount: { amount: '1234', decimals: 2, uiAmount: 12.34, uiAmountString: '12.34' },
          extensions: [{ extension: 'immutableOwner' }],
        },
      },
      space: 170n,
    })
    expect((await rpc.getTokenAccountsByOwner(alice.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()).value).toEqual([])
  })

  it('behavior: an unknown mint or a program that is not a token program is an invalid param', async () => {
    await expect(rpc.getTokenAccountsByOwner(alice.address, { mint: bob.address }, { encoding: 'jsonParsed' }).send()).rejects.toThrow(/could not find mint/)
    await expect(rpc.getTokenAccountsByOwner(alice.address, { programId: alice.address }, { encoding: 'jsonParsed' }).send()).rejects.toThrow(/unrecognized Token program id/)
  })

  it('behavior: mintTo refuses an address that is not a mint', async () => {
    await expect(solana.mintTo(bob.address, alice.address, 1n)).rejects.toThrow(`no mint at ${bob.address}`)
  })
})
