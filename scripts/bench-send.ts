// `npm run bench` (part): a send on real parts (anvil, the EIP-1193 test wallet, ViemChainAdapter):
// from `walletport.send()` to the hash, and to SEND_CONFIRMED (the receipt read, the balances
// re-read), for native ETH and the demo ERC-20; plus the JSON-RPC calls one send costs. Prints
// figures, asserts nothing. Target: sending and seeing it confirmed on anvil ≤ 2 s.
import { performance } from 'node:perf_hooks'
import { filter, firstValueFrom } from 'rxjs'
import { ViemChainAdapter } from '../adapters/evm/ViemChainAdapter.js'
import { createWalletport } from '../composition/createWalletport.js'
import type { Balance } from '../core/account/Balance.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { anvilAt } from '../core/network/presets.js'
import { Eip1193TestWallet } from '../test-doubles/Eip1193TestWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ANVIL_ACCOUNTS, startAnvil } from '../tests/support/anvil.js'
import { deployDemoTokens } from './referenceServer/deployDemoTokens.js'

const RUNS = 7
const anvil = await startAnvil({ chainId: 31337 })
try {
  const [sender, receiver, deployer] = ANVIL_ACCOUNTS
  if (!sender || !receiver || !deployer) throw new Error('bench-send: anvil accounts missing')
  const tokens = await deployDemoTokens({ rpcUrl: anvil.directUrl, chainId: 31337, deployerKey: deployer.privateKey, holders: [sender.address] })
  const dusd = tokens.find((token) => token.symbol === 'DUSD')
  if (!dusd) throw new Error('bench-send: the demo DUSD token was not deployed')
  const network = anvilAt(anvil.rpcUrl, 31337)
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: 31337, rpcUrl: anvil.directUrl }] })
  const logger = new BufferedLogger({ clock: { now: () => Date.now() }, level: 'silent' })
  const adapter = new ViemChainAdapter({ networks: [network], providers: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet }], logger })
  const walletport = createWalletport({ networks: [network] }, { chainAdapters: [adapter], storage: new InMemoryStorage(), logger })
  await walletport.connect({ connectorId: 'test-wallet' })

  const rows: Record<string, string>[] = []
  const tokensToSend: readonly { readonly label: string; readonly token: Balance; readonly amount: string }[] = [
    { label: 'ETH', token: { name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' }, amount: '0.01' },
    {
      label: 'DUSD (ERC-20 transfer)',
      token: { name: dusd.name, symbol: dusd.symbol, chainId: network.caipNetworkId, address: `${network.caipNetworkId}:${dusd.address}`, price: 1, quantity: { decimals: String(dusd.decimals), numeric: '1000' }, iconUrl: '' },
      amount: '1',
    },
  ]
  for (const { label, token, amount } of tokensToSend) {
    const toHash: number[] = []
    const toConfirmed: number[] = []
    let rpcCalls = 0
    for (let run = 0; run < RUNS; run++) {
      anvil.resetStats()
      const started = performance.now()
      const settled = firstValueFrom(walletport.events$.pipe(filter((event) => event.type === 'SEND_CONFIRMED' || event.type === 'SEND_FAILED')))
      await walletport.send({ token, amount, to: receiver.address })
      toHash.push(performance.now() - started)
      const event = await settled
      if (event.type !== 'SEND_CONFIRMED') throw new Error(`bench-send: the ${label} send failed`)
      toConfirmed.push(performance.now() - started)
      rpcCalls = anvil.stats.rpcCalls
    }
    rows.push({ send: label, 'to the hash (median)': ms(median(toHash)), 'to SEND_CONFIRMED (median)': ms(median(toConfirmed)), target: '≤ 2000 ms', "the app's JSON-RPC calls (last run)": String(rpcCalls) })
  }
  console.log(`\nA send on anvil, headless (${RUNS} runs each; the test wallet signs locally, anvil mines at once):`)
  console.table(rows)
  walletport.destroy()
} finally {
  await anvil.stop()
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function ms(value: number): string {
  return `${Math.round(value)} ms`
}
