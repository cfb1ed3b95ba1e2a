import type { SignInInput } from '../../ports/ChainAdapter.js'

/**
 * The Sign In With Solana text a wallet builds from a `solana:signIn` input, with `chainId`
 * written as the wallet received it ('mainnet'). It differs from the CAIP-122 layout only in
 * leaving out what is absent: no statement means one blank line, not two. No checks.
 * @example serializeSiwsMessage({ domain: 'example.com', address, uri, version: '1', chainId: 'mainnet', nonce, issuedAt })
 */
export function serializeSiwsMessage(input: SignInInput): string {
  const fields: [string, string | undefined][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ]
  const lines = fields.flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []))
  if (input.resources !== undefined) lines.push('Resources:', ...input.resources.map((resource) => `- ${resource}`))
  const sections = [
    `${input.domain} wants you to sign in with your Solana account:\n${input.address}`,
    ...(input.statement ? [input.statement] : []),
    ...(lines.length > 0 ? [lines.join('\n')] : []),
  ]
  return sections.join('\n\n')
}
