/**
 * What an address holds on the local Solana cluster, read straight from its RPC (not through
 * walletport): the page shows a recipient's balances after a send with it. Loaded with the first
 * send, so kit's RPC client stays out of the page's first chunk.
 */
import { address, createSolanaRpc } from '@solana/kit'
import { formatUnits } from 'viem'
import * as z from 'zod/mini'

/** An address's SOL and one token's balance, as a person reads them ('0.01', '1'). */
export interface SolanaHoldings {
  readonly sol: string
  readonly token: string
}

const tokenAmount = z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number().check(z.int(), z.nonnegative()) })
const tokenAccount = z.object({ account: z.object({ data: z.object({ parsed: z.object({ info: z.object({ tokenAmount }) }) }) }) })

/**
 * Reads `owner`'s SOL and its balance of `mint` (0 without a token account).
 * @example await readSolanaHoldings('http://127.0.0.1:8899', DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN) // { sol: '0.01', token: '1' }
 */
export async function readSolanaHoldings(rpcUrl: string, owner: string, token: { readonly mint: string; readonly decimals: number }): Promise<SolanaHoldings> {
  const rpc = createSolanaRpc(rpcUrl)
  const [balance, accounts] = await Promise.all([
    rpc.getBalance(address(owner), { commitment: 'confirmed' }).send(),
    rpc.getTokenAccountsByOwner(address(owner), { mint: address(token.mint) }, { encoding: 'jsonParsed', commitment: 'confirmed' }).send(),
  ])
  const units = z.array(tokenAccount).parse(accounts.value).reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
  return { sol: formatUnits(z.bigint().parse(balance.value), 9), token: formatUnits(units, token.decimals) }
}
