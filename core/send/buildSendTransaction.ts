import type { TransactionDraft } from '../../ports/ChainAdapter.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import type { SendToken } from './readSendToken.js'

/**
 * The transaction of a send, in its namespace's form: eip155 native `{ to, value }`, ERC-20
 * `{ to: contract, data: transfer(to, amount) }`; solana `{ to, lamports }` or `{ to, amount, mint }`.
 * @example buildSendTransaction({ token, to: '0x7099…', units: 10n ** 18n }) // { to: '0x7099…', value: 1000000000000000000n }
 */
export function buildSendTransaction(params: { readonly token: Pick<SendToken, 'namespace' | 'contract'>; readonly to: string; readonly units: bigint }): TransactionDraft {
  const { token, to, units } = params
  if (token.namespace === 'solana') return token.contract === undefined ? { to, lamports: units } : { to, amount: units, mint: token.contract }
  return token.contract === undefined ? { to, value: units } : { to: token.contract, data: encodeErc20Transfer(to, units) }
}
