import type { SignInInput } from '../../ports/ChainAdapter.js'
import type { SiwxMessageData } from './Siwx.js'

/**
 * The one-step sign-in input (`solana:signIn`) that asks a wallet for this message, the chain
 * still as its CAIP-2 id. Undefined when the input cannot say it: a `scheme`, or no `issuedAt`.
 * @example toSignInInput(message)?.address // the message's accountAddress
 */
export function toSignInInput(data: SiwxMessageData): SignInInput | undefined {
  if (data.scheme !== undefined || data.issuedAt === undefined) return undefined
  return {
    domain: data.domain,
    address: data.accountAddress,
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    uri: data.uri,
    version: data.version,
    chainId: data.chainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.expirationTime === undefined ? {} : { expirationTime: data.expirationTime }),
    ...(data.notBefore === undefined ? {} : { notBefore: data.notBefore }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
  }
}
