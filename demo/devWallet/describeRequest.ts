import { formatEther, hexToBigInt, hexToNumber, hexToString, isHex } from 'viem'
import type { TestWalletRequest } from '../../test-doubles/Eip1193TestWallet.js'

/** One line of the Dev Wallet popup. */
export interface SummaryRow {
  readonly label: string
  readonly value: string
  /** Addresses, hashes and data: shown in a monospace font, wrapped anywhere. */
  readonly mono?: boolean
}

/** What the Dev Wallet popup shows for one request. */
export interface RequestSummary {
  readonly title: string
  readonly rows: readonly SummaryRow[]
}

/** What the popup knows besides the request. */
export interface RequestContext {
  /** The site asking (`location.origin`). */
  readonly origin: string
  /** The wallet's selected account. */
  readonly address: string
  /** The wallet's current chain. */
  readonly chainId: number
  /** A readable name for a chain id. */
  readonly chainName: (chainId: number) => string
}

/**
 * Turns a wallet request into what a person needs to decide: who asks, what for, and the
 * message text or the transaction's recipient and value.
 * @example describeRequest({ method: 'personal_sign', params: ['0x6869', addr] }, context).rows
 */
export function describeRequest(request: TestWalletRequest, context: RequestContext): RequestSummary {
  const site: SummaryRow = { label: 'Site', value: context.origin }
  const params = Array.isArray(request.params) ? (request.params as readonly unknown[]) : []
  const network: SummaryRow = { label: 'Network', value: context.chainName(context.chainId) }
  switch (request.method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return {
        title: 'Connect to this site?',
        rows: [site, { label: 'Account', value: context.address, mono: true }, { label: 'It can', value: 'see your address and balance, and ask you to approve requests' }],
      }
    case 'personal_sign':
      return {
        title: 'Signature request',
        rows: [site, { label: 'Account', value: String(params[1]), mono: true }, { label: 'Message', value: readableMessage(params[0]) }],
      }
    case 'eth_signTypedData_v4': {
      const typed = parseTypedData(params[1])
      return {
        title: 'Typed data signature',
        rows: [
          site,
          { label: 'Account', value: String(params[0]), mono: true },
          ...(typed?.domainName ? [{ label: 'Domain', value: typed.domainName }] : []),
          ...(typed ? [{ label: 'Type', value: typed.primaryType }] : []),
          { label: 'Message', value: typed ? typed.message : String(params[1]), mono: true },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const transaction = (params[0] ?? {}) as Record<string, unknown>
      return {
        title: 'Send transaction',
        rows: [
          site,
          network,
          { label: 'From', value: String(transaction.from), mono: true },
          { label: 'To', value: transaction.to ? String(transaction.to) : '(new contract)', mono: true },
          { label: 'Amount', value: `${etherOf(transaction.value)} ETH` },
          ...(isHex(transaction.data) && transaction.data !== '0x' ? [{ label: 'Data', value: transaction.data, mono: true }] : []),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const bundle = (params[0] ?? {}) as Record<string, unknown>
      const calls = (Array.isArray(bundle.calls) ? bundle.calls : []) as readonly Record<string, unknown>[]
      return {
        title: calls.length === 1 ? 'Send 1 call' : `Send ${calls.length} calls`,
        rows: [
          site,
          network,
          { label: 'From', value: String(bundle.from), mono: true },
          { label: 'Atomic', value: bundle.atomicRequired === true ? 'required: all calls or none' : 'not required' },
          ...calls.map((call, index) => ({
            label: `Call ${index + 1}`,
            value: `to ${String(call.to)}, ${etherOf(call.value)} ETH${isHex(call.data) && call.data !== '0x' ? `, data ${call.data}` : ''}`,
            mono: true,
          })),
        ],
      }
    }
    case 'wallet_switchEthereumChain':
      return {
        title: 'Switch network?',
        rows: [site, { label: 'From', value: context.chainName(context.chainId) }, { label: 'To', value: context.chainName(chainIdOf(params[0])) }],
      }
    case 'wallet_addEthereumChain': {
      const chain = (params[0] ?? {}) as Record<string, unknown>
      const rpcUrls = Array.isArray(chain.rpcUrls) ? chain.rpcUrls.join(', ') : ''
      return {
        title: 'Add a network?',
        rows: [site, { label: 'Name', value: String(chain.chainName) }, { label: 'Chain id', value: String(chainIdOf(chain)) }, { label: 'RPC URL', value: rpcUrls, mono: true }],
      }
    }
    default:
      return { title: request.method, rows: [site, { label: 'Params', value: JSON.stringify(request.params ?? []), mono: true }] }
  }
}

/** personal_sign carries the message as hex of its UTF-8 bytes: show the text, or the hex when it is not text. */
function readableMessage(value: unknown): string {
  if (typeof value !== 'string') return String(value)
  if (!isHex(value)) return value
  try {
    const text = hexToString(value)
    return looksLikeText(text) ? text : value
  } catch {
    return value
  }
}

/** hexToString does not refuse invalid UTF-8: a replacement character or a control byte (other than tab and line breaks) means "not text". */
function looksLikeText(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (character === '\uFFFD' || (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f) return false
  }
  return true
}

function parseTypedData(value: unknown): { domainName: string | undefined; primaryType: string; message: string } | undefined {
  try {
    const data = (typeof value === 'string' ? JSON.parse(value) : value) as { domain?: { name?: unknown }; primaryType?: unknown; message?: unknown }
    if (typeof data.primaryType !== 'string') return undefined
    const domainName = typeof data.domain?.name === 'string' ? data.domain.name : undefined
    return { domainName, primaryType: data.primaryType, message: JSON.stringify(data.message, null, 2) }
  } catch {
    return undefined
  }
}

function etherOf(value: unknown): string {
  return isHex(value) ? formatEther(hexToBigInt(value)) : '0'
}

function chainIdOf(value: unknown): number {
  const chainId = (value as { chainId?: unknown } | undefined)?.chainId
  return isHex(chainId) ? hexToNumber(chainId) : Number.NaN
}
