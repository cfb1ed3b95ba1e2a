import type { SiwxMessageData } from './Siwx.js'
import { SIWX_NAMESPACES } from './siwxNamespaces.js'

/**
 * The CAIP-122 text of a message, laid out line by line as the EIP-4361 ABNF does.
 * No checks: build with `createSiwxMessage`, read with `parseSiwxMessage`.
 */
export function serializeSiwxMessage(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const label = SIWX_NAMESPACES[namespace as keyof typeof SIWX_NAMESPACES]?.label ?? namespace
  const lines = [
    `${data.scheme === undefined ? '' : `${data.scheme}://`}${data.domain} wants you to sign in with your ${label} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [] : [data.statement]),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? ''}`,
    ...(data.expirationTime === undefined ? [] : [`Expiration Time: ${data.expirationTime}`]),
    ...(data.notBefore === undefined ? [] : [`Not Before: ${data.notBefore}`]),
    ...(data.requestId === undefined ? [] : [`Request ID: ${data.requestId}`]),
    ...(data.resources === undefined ? [] : ['Resources:', ...data.resources.map((resource) => `- ${resource}`)]),
  ]
  return lines.join('\n')
}
