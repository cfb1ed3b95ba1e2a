import type { SiwxSession } from './Siwx.js'

/** True when a session belongs to `chainId` and `address` (EVM addresses in any letter case). */
export function isSessionOf(session: SiwxSession, chainId: string, address: string): boolean {
  const { data } = session
  if (data.chainId !== chainId) return false
  return chainId.startsWith('eip155:') ? data.accountAddress.toLowerCase() === address.toLowerCase() : data.accountAddress === address
}
