import { Eip1193TestWallet, type TestWalletChain } from '../../test-doubles/Eip1193TestWallet.js'
import { afterAll, beforeAll } from 'vitest'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from './anvil.js'

/** The test wallet's view of an anvil node. */
export const chainOf = (anvil: AnvilInstance): TestWalletChain => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: `Anvil ${anvil.chainId}` })

/** A test wallet that knows these nodes, the first current. */
export const walletOn = (...anvils: AnvilInstance[]): Eip1193TestWallet => new Eip1193TestWallet({ chains: anvils.map(chainOf) })

/** An anvil account the test wallet does not hold. */
export const recipient = (): `0x${string}` => ANVIL_ACCOUNTS[2]?.address ?? '0x'

/** Every event the wallet emits, in order. */
export function recordEvents(wallet: Eip1193TestWallet): { event: string; args: unknown[] }[] {
  const events: { event: string; args: unknown[] }[] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'] as const) {
    wallet.on(event, (...args: unknown[]) => events.push({ event, args }))
  }
  return events
}

/** The wallet once the site is authorized. */
export async function connected(wallet: Eip1193TestWallet): Promise<Eip1193TestWallet> {
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

/** Starts two real chains for the file's tests (so switching is real: 31337 and 31338) and hands them over. */
export function useTwoAnvils(receive: (one: AnvilInstance, two: AnvilInstance) => void): void {
  let nodes: AnvilInstance[] = []
  beforeAll(async () => {
    nodes = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    receive(nodes[0] as AnvilInstance, nodes[1] as AnvilInstance)
  })
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  })
}

/** The test wallet's two accounts (anvil's first two). */
export const [FIRST_ACCOUNT, SECOND_ACCOUNT] = [ANVIL_ACCOUNTS[0]?.address ?? '0x', ANVIL_ACCOUNTS[1]?.address ?? '0x']
