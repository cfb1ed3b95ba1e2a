import { decodeFunctionData, formatEther, type Hex } from 'viem'
import type { ApprovalCall } from './Approver.js'
import { describeSolanaApproval } from './describeSolanaApproval.js'
import { readableMessage } from './readableMessage.js'

/** What the approve UI shows for one call: plain strings, rendered as text only. */
export interface ApprovalDescription {
  readonly title: string
  readonly fields: readonly { readonly label: string; readonly value: string }[]
  /** A longer block (the message, the typed data's message, the raw call data). */
  readonly detail?: { readonly label: string; readonly text: string }
}

const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * Decodes a call for the visitor: the message as text when it is printable UTF-8 (else hex),
 * typed data's domain, primary type and message, a transaction's recipient, value and data
 * (an ERC-20 `transfer` spelled out); a Solana call as `describeSolanaApproval` does.
 * @example describeApproval({ method: 'personal_sign', message: '0x6869', address }).detail?.text // 'hi'
 */
export function describeApproval(call: ApprovalCall): ApprovalDescription {
  switch (call.method) {
    case 'personal_sign':
      return { title: 'Sign message', fields: [{ label: 'Account', value: call.address }], detail: { label: 'Message', text: readableMessage(call.message) } }
    case 'eth_signTypedData_v4': {
      const { domain, primaryType, message } = call.typedData
      const fields = [
        { label: 'Domain', value: text(domain['name']) ?? '(unnamed)' },
        ...optional('Chain ID', text(domain['chainId'])),
        ...optional('Verifying contract', text(domain['verifyingContract'])),
        { label: 'Primary type', value: primaryType },
        { label: 'Account', value: call.address },
      ]
      return { title: 'Sign typed data', fields, detail: { label: 'Message', text: JSON.stringify(message, null, 2) } }
    }
    case 'eth_sendTransaction': {
      const { from, to, value, data } = call.transaction
      const fields = [
        // The acting account: the key's, or the smart account it controls.
        { label: 'Account', value: from },
        { label: 'To', value: to ?? 'New contract (deployment)' },
        { label: 'Value', value: `${formatEther(value ? BigInt(value) : 0n)} ETH` },
        { label: 'Chain ID', value: String(call.chainId) },
        ...optional('Call', data ? describeTransfer(data) : undefined),
      ]
      return { title: 'Send transaction', fields, ...(data ? { detail: { label: 'Data', text: data } } : {}) }
    }
    default:
      return describeSolanaApproval(call)
  }
}

/** "Transfer <raw amount> to <address>" for an ERC-20 transfer; undefined for any other data. */
export function describeTransfer(data: Hex): string | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: TRANSFER_ABI, data })
    if (functionName !== 'transfer') return undefined
    const [recipient, amount] = args
    return `Transfer ${amount.toString()} to ${recipient}`
  } catch {
    return undefined
  }
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return undefined
}

function optional(label: string, value: string | undefined): { label: string; value: string }[] {
  return value === undefined ? [] : [{ label, value }]
}
