import type { SiwxMessageData } from './Siwx.js'

/** Only the data fields of a message (no `toString`, no unknown keys), for storage and sessions. */
export function toSiwxMessageData(message: SiwxMessageData): SiwxMessageData {
  const optional = <K extends keyof SiwxMessageData>(key: K): Partial<Pick<SiwxMessageData, K>> =>
    message[key] === undefined ? {} : ({ [key]: message[key] } as Partial<Pick<SiwxMessageData, K>>)
  return {
    ...optional('scheme'),
    domain: message.domain,
    accountAddress: message.accountAddress,
    chainId: message.chainId,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
    ...optional('issuedAt'),
    ...optional('statement'),
    ...optional('expirationTime'),
    ...optional('notBefore'),
    ...optional('requestId'),
    ...(message.resources === undefined ? {} : { resources: [...message.resources] }),
  }
}
