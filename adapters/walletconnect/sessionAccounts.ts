import { getAddress, isAddress } from 'viem'
import type { Account } from '../../core/account/Account.js'
import type { WalletConnectSession } from './parseSession.js'

/** The session's eip155 accounts: valid addresses only, checksummed, each once (across chains). */
export function sessionAccounts(session: WalletConnectSession): Account[] {
  const addresses = (session.namespaces.eip155?.accounts ?? []).map((account) => account.address).filter((address) => isAddress(address, { strict: false }))
  return [...new Set(addresses.map((address) => getAddress(address)))].map((address) => ({ namespace: 'eip155' as const, address, type: 'eoa' as const }))
}
