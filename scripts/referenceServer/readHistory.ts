import { formatUnits, getAddress, parseAbiItem, parseEventLogs, erc20Abi, type Block, type Transaction as ChainTransaction } from 'viem'
import type { Transaction, TransactionTransfer } from '../../core/portfolio/Transaction.js'
import { coinIcon, LOCAL_ETH_PRICE, type LocalChain } from './localChain.js'

/** How far back the server looks (a local demo chain is short; this bounds a long-running one). */
const MAX_BLOCKS = 5_000
const ZERO = '0x0000000000000000000000000000000000000000'
/** DemoRouter's event: ether in or out is address(0). */
const SWAPPED = parseAbiItem('event Swapped(address indexed payer, address indexed to, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut)')
const APPROVE_SELECTOR = '0x095ea7b3'

type SwapLog = { readonly transactionHash: string; readonly args: { readonly payer?: string; readonly to?: string; readonly tokenOut?: string; readonly amountOut?: bigint } }

type Direction = TransactionTransfer['direction']

const directionOf = (account: string, from: string, to: string): Direction | undefined => {
  const isFrom = from.toLowerCase() === account
  const isTo = to.toLowerCase() === account
  return isFrom && isTo ? 'self' : isFrom ? 'out' : isTo ? 'in' : undefined
}

const fungible = (name: string, symbol: string, direction: Direction, numeric: string, price: number): TransactionTransfer => ({
  fungible_info: { name, symbol, icon: { url: coinIcon(symbol) } },
  direction,
  quantity: { numeric },
  value: Math.round(Number(numeric) * price * 100) / 100,
  price,
})

/**
 * The `/v1/account/{address}/history` transactions of an address on a local chain, newest
 * first, from the mined blocks: every transaction it sent or received, and every demo-token
 * Transfer to or from it, with native and token transfers, status from the receipt. A swap
 * through the demo AMM's router is a 'trade' (with the ether the router paid out, which no
 * Transfer shows), an ERC-20 approve an 'approve'.
 */
export async function readHistory(chain: LocalChain, address: `0x${string}`): Promise<Transaction[]> {
  const account = address.toLowerCase()
  // cacheTime 0: viem otherwise answers from a block number up to 4 s old, and a payment just mined
  // would be missing from the history.
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 })
  const first = latest > BigInt(MAX_BLOCKS) ? latest - BigInt(MAX_BLOCKS) : 0n
  const logs =
    chain.tokens.length === 0
      ? []
      : parseEventLogs({
          abi: erc20Abi,
          eventName: 'Transfer',
          logs: await chain.client.getLogs({ address: chain.tokens.map((token) => token.address), fromBlock: first, toBlock: latest }),
        }).filter((log) => directionOf(account, log.args.from, log.args.to) !== undefined)
  const swaps: SwapLog[] = chain.swapRouter
    ? (await chain.client.getLogs({ address: chain.swapRouter, event: SWAPPED, fromBlock: first, toBlock: latest })).filter(
        (log) => directionOf(account, log.args.payer ?? ZERO, log.args.to ?? ZERO) !== undefined,
      )
    : []
  const blocks: Block<bigint, true>[] = []
  for (let number = latest; number >= first; number -= 1n) {
    blocks.push(await chain.client.getBlock({ blockNumber: number, includeTransactions: true }))
    if (number === 0n) break
  }
  const history: Transaction[] = []
  for (const block of blocks) {
    const minedAt = new Date(Number(block.timestamp) * 1_000).toISOString()
    for (const transaction of [...block.transactions].reverse()) {
      const tokenLogs = logs.filter((log) => log.transactionHash === transaction.hash)
      const own = directionOf(account, transaction.from, transaction.to ?? ZERO)
      const swap = swaps.find((log) => log.transactionHash === transaction.hash)
      if (own === undefined && tokenLogs.length === 0 && swap === undefined) continue
      history.push(await toTransaction(chain, transaction, own, tokenLogs, swap, account, minedAt))
    }
  }
  return history
}

async function toTransaction(
  chain: LocalChain,
  transaction: ChainTransaction,
  own: Direction | undefined,
  tokenLogs: readonly { readonly address: string; readonly args: { readonly from: string; readonly to: string; readonly value: bigint } }[],
  swap: SwapLog | undefined,
  account: string,
  minedAt: string,
): Promise<Transaction> {
  const receipt = await chain.client.getTransactionReceipt({ hash: transaction.hash })
  const transfers: TransactionTransfer[] = []
  if (own && transaction.value > 0n) transfers.push(fungible('Ether', 'ETH', own, formatUnits(transaction.value, 18), LOCAL_ETH_PRICE))
  for (const log of tokenLogs) {
    const token = chain.tokens.find((candidate) => candidate.address.toLowerCase() === log.address.toLowerCase())
    const direction = directionOf(account, log.args.from, log.args.to)
    if (!token || !direction) continue
    transfers.push(fungible(token.name, token.symbol, direction, formatUnits(log.args.value, token.decimals), token.price))
  }
  if (swap?.args.tokenOut === ZERO && swap.args.to?.toLowerCase() === account) {
    transfers.push(fungible('Ether', 'ETH', 'in', formatUnits(swap.args.amountOut ?? 0n, 18), LOCAL_ETH_PRICE))
  }
  const minted = tokenLogs.some((log) => log.args.from === ZERO)
  const bought = chain.onrampTreasury !== undefined && tokenLogs.some((log) => log.args.from.toLowerCase() === chain.onrampTreasury?.toLowerCase() && log.args.to.toLowerCase() === account)
  const operationType =
    transaction.to === null ? 'deploy'
    : minted ? 'mint'
    : bought ? 'buy'
    : swap?.args.payer?.toLowerCase() === account ? 'trade'
    : own === 'out' && transaction.input.startsWith(APPROVE_SELECTOR) ? 'approve'
    : transfers.some((transfer) => transfer.direction === 'out') ? 'send'
    : transfers.some((transfer) => transfer.direction === 'in') ? 'receive'
    : 'execute'
  return {
    id: `${transaction.hash}:${chain.caipNetworkId}`,
    metadata: {
      operationType,
      hash: transaction.hash,
      chain: chain.caipNetworkId,
      minedAt,
      sentFrom: getAddress(transaction.from),
      sentTo: transaction.to ? getAddress(transaction.to) : (receipt.contractAddress ?? ZERO),
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      nonce: transaction.nonce,
    },
    transfers,
  }
}
