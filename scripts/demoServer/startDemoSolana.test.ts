import { address, createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc } from '@solana/kit'
import { expect, it } from 'vitest'
import { DEMO_SPL_MINT_SEED, DEMO_SPL_TOKEN, DEV_SOLANA_WALLET_ADDRESS, DEV_SOLANA_WALLET_SEED, demoSolana, demoSolanaOfBuild, LOCAL_SOLANA_GENESIS_HASH } from '../../demo/solanaDemo.js'
import { startDemoSolana } from './startDemoSolana.js'

it('demo/solanaDemo: the pinned addresses are the public keys of their seeds', async () => {
  expect((await createKeyPairSignerFromPrivateKeyBytes(DEV_SOLANA_WALLET_SEED)).address).toBe(DEV_SOLANA_WALLET_ADDRESS)
  expect((await createKeyPairSignerFromPrivateKeyBytes(DEMO_SPL_MINT_SEED)).address).toBe(DEMO_SPL_TOKEN.mint)
  expect(demoSolana(8899)).toEqual({ rpcUrl: 'http://127.0.0.1:8899', genesisHash: LOCAL_SOLANA_GENESIS_HASH })
  // Outside a build nothing is baked in: the default port.
  expect(demoSolanaOfBuild()).toEqual(demoSolana(8899))
})

it('behavior: the Dev Solana Wallet starts with 100 SOL and 1 000 000 DEMO', async () => {
  const solana = await startDemoSolana({ port: 0 })
  try {
    const rpc = createSolanaRpc(solana.url)
    const wallet = address(DEV_SOLANA_WALLET_ADDRESS)
    expect((await rpc.getBalance(wallet).send()).value).toBe(100_000_000_000n)
    const { value } = await rpc.getTokenAccountsByOwner(wallet, { mint: address(DEMO_SPL_TOKEN.mint) }, { encoding: 'jsonParsed' }).send()
    expect(value.map((entry) => entry.account.data.parsed.info.tokenAmount)).toEqual([{ amount: '1000000000000', decimals: 6, uiAmount: 1_000_000, uiAmountString: '1000000' }])
    const mint = await rpc.getAccountInfo(address(DEMO_SPL_TOKEN.mint), { encoding: 'jsonParsed' }).send()
    expect(mint.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 6, mintAuthority: DEV_SOLANA_WALLET_ADDRESS, supply: '1000000000000' } } })
  } finally {
    await solana.close()
  }
})
