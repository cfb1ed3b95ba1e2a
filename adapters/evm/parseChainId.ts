import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { describeWalletValue } from './describeWalletValue.js'

const HEX_QUANTITY = /^0x[0-9a-f]{1,14}$/i

/**
 * An EIP-1193 chain id (a hex string: `eth_chainId`, `chainChanged`) as a number. Decimal
 * strings, numbers, zero and values beyond Number.MAX_SAFE_INTEGER throw
 * InvalidWalletResponseError (EIP-1193 says hex; guessing another format could land on the wrong chain).
 * @example parseChainId('0x7a69') // 31337
 */
export function parseChainId(value: unknown): number {
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) {
    const chainId = Number.parseInt(value.slice(2), 16)
    if (chainId > 0 && Number.isSafeInteger(chainId)) return chainId
  }
  throw new InvalidWalletResponseError('chain id is not a hex number', { chainId: describeWalletValue(value) })
}
