import { getAddress } from 'viem'
import type { Account } from '../../core/account/Account.js'
import { isWalletAddress } from '../evm/parseAccounts.js'
import type { WalletConnectSession } from './parseSession.js'

/** The session's eip155 accounts: valid addresses only (a mixed-case one with a wrong EIP-55 checksum is not), checksummed, each once (across chains). */
export function sessionAccounts(session: WalletConnectSession): Account[] {
  const addresses = (session.namespaces.eip155?.accounts ?? []).map((account) => account.address).filter(isWalletAddress)
  return [...new Set(addresses.map((address) => getAddress(address)))].map((address) => ({ namespace: 'eip155' as const, address, type: 'eoa' as const }))
}
