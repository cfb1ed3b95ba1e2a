import type { SiwxMessageData } from './Siwx.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'

/**
 * The Sign In With Solana text a wallet builds for `solana:signIn` from the input of `data`
 * (`toSignInInput`), naming the chain `chainName` ('mainnet', or a whole CAIP-2 id for a cluster
 * without a short name): the CAIP-122 text with that name on the `Chain ID:` line, and one blank
 * line instead of two when there is no statement. `data` has no scheme and has an `issuedAt`
 * (an input carries no scheme). No checks.
 * @example serializeSiwsMessage(message, 'devnet')
 */
export function serializeSiwsMessage(data: SiwxMessageData, chainName: string): string {
  const reference = data.chainId.slice(data.chainId.indexOf(':') + 1)
  // The name may hold a colon (a whole CAIP-2 id), so the Chain ID line is written here.
  const text = serializeSiwxMessage(data).replace(`\nChain ID: ${reference}\n`, () => `\nChain ID: ${chainName}\n`)
  // Without a statement the CAIP-122 layout has two blank lines after the address; SIWS has one.
  return data.statement === undefined ? text.replace('\n\n\n', '\n\n') : text
}
