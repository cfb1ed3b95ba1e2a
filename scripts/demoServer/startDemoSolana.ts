import { DEMO_SPL_MINT_SEED, DEMO_SPL_TOKEN, DEV_SOLANA_WALLET_ADDRESS, DEV_SOLANA_WALLET_FUNDS } from '../../demo/solanaDemo.js'
import { startLocalSolana, type LocalSolana } from '../../test-doubles/localSolana/index.js'

/**
 * The demo's local Solana RPC (litesvm) on loopback, with the Dev Solana Wallet funded: 100 SOL,
 * and the demo SPL token (a mint at a fixed address, the wallet as its authority) with
 * 1 000 000 DEMO in the wallet's associated token account.
 * @example const solana = await startDemoSolana({ port: 8899 }); …; await solana.close()
 */
export async function startDemoSolana(options: { readonly port: number }): Promise<LocalSolana> {
  const solana = await startLocalSolana({ port: options.port })
  try {
    solana.fund(DEV_SOLANA_WALLET_ADDRESS, DEV_SOLANA_WALLET_FUNDS.lamports)
    const mint = await solana.createMint({ decimals: DEMO_SPL_TOKEN.decimals, seed: DEMO_SPL_MINT_SEED, authority: DEV_SOLANA_WALLET_ADDRESS })
    if (mint !== DEMO_SPL_TOKEN.mint) throw new Error(`demo Solana: the demo mint landed at ${mint}, not ${DEMO_SPL_TOKEN.mint}`)
    await solana.mintTo(mint, DEV_SOLANA_WALLET_ADDRESS, DEV_SOLANA_WALLET_FUNDS.demoTokenUnits)
    return solana
  } catch (error) {
    await solana.close()
    throw error
  }
}
