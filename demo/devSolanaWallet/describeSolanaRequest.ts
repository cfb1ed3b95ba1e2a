import { formatUnits } from 'viem'
import type { WalletStandardTestWalletRequest } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import type { RequestSummary, SummaryRow } from '../devWallet/describeRequest.js'
import { decodeSolanaTransfers, type SolanaTransferSummary } from './decodeSolanaTransfers.js'

/** A token the popup names by its symbol. */
export interface KnownToken {
  readonly mint: string
  readonly symbol: string
}

/** What the popup knows besides the request. */
export interface SolanaRequestContext {
  /** The site asking (`location.origin`). */
  readonly origin: string
  /** The wallet's selected account. */
  readonly address: string
  /** The cluster the wallet is on, as a person reads it ('Local Solana'). */
  readonly clusterName: string
  /** Tokens shown by symbol; others by their mint address. */
  readonly tokens: readonly KnownToken[]
}

const SOL_DECIMALS = 9

/**
 * Turns a Wallet Standard call into what a person needs to decide: who asks, what for, and the
 * message text, the sign-in's domain, statement and nonce, or the transfer's recipient and amount.
 * @example describeSolanaRequest({ method: 'signMessage', params: [{ account, message }] }, context).rows
 */
export function describeSolanaRequest(request: WalletStandardTestWalletRequest, context: SolanaRequestContext): RequestSummary {
  const site: SummaryRow = { label: 'Site', value: context.origin }
  const input = firstInput(request.params)
  switch (request.method) {
    case 'connect':
      return {
        title: 'Connect to this site?',
        rows: [site, { label: 'Account', value: context.address, mono: true }, { label: 'It can', value: 'see your address and balances, and ask you to approve requests' }],
      }
    case 'signMessage':
      return {
        title: 'Signature request',
        rows: [site, { label: 'Account', value: accountOf(input, context), mono: true }, { label: 'Message', value: readableMessage(input.message) }],
      }
    case 'signIn':
      return { title: 'Sign in request', rows: [site, ...signInRows(input, context)] }
    case 'signTransaction':
    case 'signAndSendTransaction':
      return {
        title: request.method === 'signTransaction' ? 'Sign transaction' : 'Send transaction',
        rows: [site, { label: 'Network', value: context.clusterName }, ...transactionRows(input.transaction, context)],
      }
    case 'disconnect':
      return { title: 'Disconnect this site?', rows: [site] }
  }
}

type Input = Readonly<Record<string, unknown>>

/** The wallet's features take one input or several: the popup shows the first. */
function firstInput(params: unknown): Input {
  const first: unknown = Array.isArray(params) ? params[0] : params
  return typeof first === 'object' && first !== null ? (first as Input) : {}
}

function accountOf(input: Input, context: SolanaRequestContext): string {
  const account = input.account as { readonly address?: unknown } | undefined
  return typeof account?.address === 'string' ? account.address : context.address
}

function signInRows(input: Input, context: SolanaRequestContext): SummaryRow[] {
  const text = (key: string): string | undefined => (typeof input[key] === 'string' ? (input[key] as string) : undefined)
  const domain = text('domain')
  const host = new URL(context.origin).host
  return [
    { label: 'Domain', value: domain ?? '(this site)' },
    ...(domain !== undefined && domain !== host ? [{ label: 'Warning', value: `The domain is not this site’s (${host})` }] : []),
    { label: 'Account', value: text('address') ?? context.address, mono: true },
    ...(text('statement') ? [{ label: 'Statement', value: text('statement') as string }] : []),
    ...(text('chainId') ? [{ label: 'Chain', value: text('chainId') as string }] : []),
    ...(text('nonce') ? [{ label: 'Nonce', value: text('nonce') as string, mono: true }] : []),
    ...(text('expirationTime') ? [{ label: 'Expires', value: text('expirationTime') as string }] : []),
  ]
}

function transactionRows(transaction: unknown, context: SolanaRequestContext): SummaryRow[] {
  if (!(transaction instanceof Uint8Array)) return [{ label: 'Transaction', value: '(missing)' }]
  const decoded = decodeSolanaTransfers(transaction)
  if (!decoded) return [{ label: 'Transaction', value: `${transaction.length} bytes this wallet cannot read` }]
  const several = decoded.transfers.length > 1
  const transferRows = decoded.transfers.flatMap((transfer, index) => {
    const suffix = several ? ` ${index + 1}` : ''
    return [
      { label: `To${suffix}`, value: transfer.kind === 'token' && transfer.toIsTokenAccount ? `${transfer.to} (token account)` : transfer.to, mono: true },
      { label: `Amount${suffix}`, value: amountOf(transfer, context) },
    ]
  })
  return [
    { label: 'From', value: decoded.feePayer, mono: true },
    ...transferRows,
    ...(decoded.otherPrograms.length > 0 ? [{ label: 'Also calls', value: decoded.otherPrograms.join(', '), mono: true }] : []),
  ]
}

function amountOf(transfer: SolanaTransferSummary, context: SolanaRequestContext): string {
  if (transfer.kind === 'sol') return `${formatUnits(transfer.lamports, SOL_DECIMALS)} SOL`
  const symbol = context.tokens.find((token) => token.mint === transfer.mint)?.symbol
  return `${formatUnits(transfer.amount, transfer.decimals)} ${symbol ?? `of token ${transfer.mint}`}`
}

/** Messages are bytes: shown as text when they are UTF-8, else as hex. */
function readableMessage(message: unknown): string {
  if (!(message instanceof Uint8Array)) return String(message)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    return `0x${[...message].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  }
}
