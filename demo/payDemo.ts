import { getContractAddress } from 'viem'

/** The demo shop's address: anvil's account #3 (a dev key; it starts with 10 000 ETH and no demo tokens). */
export const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/**
 * The demo DUSD on a fresh demo chain: anvil's account #2 deploys the demo tokens first thing,
 * DUSD at its nonce 0 (scripts/referenceServer/deployDemoTokens.ts), so its address follows.
 */
export const DEMO_DUSD = getContractAddress({ from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', nonce: 0n })
