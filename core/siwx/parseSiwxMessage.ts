import type { SiwxMessageData } from './Siwx.js'
import { serializeSiwsMessage } from './serializeSiwsMessage.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import { SiwxFieldError, type SiwxField } from './SiwxFieldError.js'
import { siwxNamespaceOfLabel, type SiwxChainAliasRule } from './siwxNamespaces.js'
import { validateSiwxMessageData, type ValidateSiwxMessageOptions } from './validateSiwxMessageData.js'

const HEADER = /^(.*) wants you to sign in with your (.+) account:$/
/** Ceiling on what we agree to read: a sign-in message is a few hundred bytes. */
const MAX_LENGTH = 16_384

/** Parameters of `parseSiwxMessage`. */
export interface ParseSiwxMessageOptions extends ValidateSiwxMessageOptions {
  /** Chain names a wallet may write instead of the CAIP-2 reference (solana: 'mainnet', …); without it, none. */
  readonly chainAlias?: SiwxChainAliasRule
}

/**
 * Reads a CAIP-122 message (for eip155: exactly EIP-4361) strictly: every line in
 * its place, every field by its grammar, nothing before or after, LF line endings.
 * Anything else throws a `SiwxFieldError` naming the field. What it returns
 * serialises back to the very same text. A `Chain ID:` that `chainAlias` knows marks the
 * wallet-built form (Sign In With Solana: no statement is one blank line), read to the CAIP-2 id.
 * @example parseSiwxMessage(text).chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string, options: ParseSiwxMessageOptions = {}): SiwxMessageData {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) throw new SiwxFieldError('message', `must be a string of at most ${MAX_LENGTH} characters`)
  const lines = new LineReader(text.split('\n'))
  const header = HEADER.exec(lines.next('message'))
  const namespace = header?.[2] === undefined ? undefined : siwxNamespaceOfLabel(header[2])
  if (!header || namespace === undefined) throw new SiwxFieldError('message', 'must start with "… wants you to sign in with your Ethereum|Solana account:"')
  const prefix = header[1] ?? ''
  const schemeEnd = prefix.indexOf('://')
  const accountAddress = lines.next('accountAddress')
  lines.expectBlank('message')
  const statement = lines.statement()
  const uri = lines.field('uri', 'URI: ')
  const version = lines.field('version', 'Version: ')
  const reference = lines.field('chainId', 'Chain ID: ')
  const aliasOf = options.chainAlias?.(namespace, reference)
  const nonce = lines.field('nonce', 'Nonce: ')
  const issuedAt = lines.field('issuedAt', 'Issued At: ')
  const expirationTime = lines.optionalField('Expiration Time: ')
  const notBefore = lines.optionalField('Not Before: ')
  const requestId = lines.optionalField('Request ID: ')
  const resources = lines.resources()
  if (!lines.done()) throw new SiwxFieldError('message', 'has an unexpected line (out of order, duplicated or trailing)', { value: lines.peek() })

  const data: SiwxMessageData = {
    ...(schemeEnd < 0 ? {} : { scheme: prefix.slice(0, schemeEnd) }),
    domain: schemeEnd < 0 ? prefix : prefix.slice(schemeEnd + 3),
    accountAddress,
    chainId: aliasOf ?? `${namespace}:${reference}`,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  validateSiwxMessageData(data, options)
  // Belt and braces: the text must be exactly what these fields produce, so no two texts read alike.
  if (canonicalText(data, aliasOf === undefined ? undefined : reference) !== text) {
    throw new SiwxFieldError('message', aliasOf === undefined ? 'is not in canonical CAIP-122 form' : 'is not in canonical Sign In With Solana form')
  }
  return data
}

/** The one text `data` has: CAIP-122, or the wallet-built form naming the chain `alias` (which has no scheme). */
function canonicalText(data: SiwxMessageData, alias: string | undefined): string | undefined {
  if (alias === undefined) return serializeSiwxMessage(data)
  return data.scheme === undefined ? serializeSiwsMessage(data, alias) : undefined
}

/** Walks the lines in order; each accessor either consumes its line or throws for its field. */
class LineReader {
  readonly #lines: readonly string[]
  #index = 0

  constructor(lines: readonly string[]) {
    this.#lines = lines
  }

  peek(): string | undefined {
    return this.#lines[this.#index]
  }

  done(): boolean {
    return this.#index >= this.#lines.length
  }

  next(field: SiwxField): string {
    const line = this.peek()
    if (line === undefined) throw new SiwxFieldError(field, 'is missing (the message ends early)')
    this.#index += 1
    return line
  }

  /**
   * The statement line and the blank after it, or none: an empty line (CAIP-122), or the URI
   * line straight away (the wallet-built form; the canonical check decides which form is allowed).
   */
  statement(): string | undefined {
    const line = this.next('statement')
    if (line === '') return undefined
    if (line.startsWith('URI: ') && this.peek() !== '') {
      this.#index -= 1
      return undefined
    }
    this.expectBlank('statement')
    return line
  }

  expectBlank(field: SiwxField): void {
    if (this.next(field) !== '') throw new SiwxFieldError(field, 'must be followed by an empty line')
  }

  field(field: SiwxField, prefix: string): string {
    const line = this.next(field)
    if (!line.startsWith(prefix)) throw new SiwxFieldError(field, `is missing or out of order (expected "${prefix.trim()}")`, { value: line })
    return line.slice(prefix.length)
  }

  optionalField(prefix: string): string | undefined {
    const line = this.peek()
    if (line === undefined || !line.startsWith(prefix)) return undefined
    this.#index += 1
    return line.slice(prefix.length)
  }

  resources(): string[] | undefined {
    if (this.peek() !== 'Resources:') return undefined
    this.#index += 1
    const resources: string[] = []
    for (let line = this.peek(); line !== undefined && line.startsWith('- '); line = this.peek()) {
      resources.push(line.slice(2))
      this.#index += 1
    }
    return resources
  }
}
