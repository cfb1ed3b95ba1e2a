import { bytesToHex } from 'viem'
import type { ApprovalDescription } from './describeApproval.js'
import { describeSolanaInstructions } from './describeSolanaInstructions.js'
import { readableMessage } from './readableMessage.js'
import type { SolanaApprovalCall } from './SolanaApprovalCall.js'

const TITLES = { solana_signTransaction: 'Sign transaction', solana_signAndSendTransaction: 'Send transaction' } as const

/**
 * Decodes a Solana call for the visitor, with the network (the CAIP-2 id): a message as text when
 * it is printable UTF-8 (else hex); each transaction's fee payer and decoded instructions.
 * @example describeSolanaApproval({ method: 'solana_signMessage', message, address, chainId }).detail?.text // 'hi'
 */
export function describeSolanaApproval(call: SolanaApprovalCall): ApprovalDescription {
  const network = { label: 'Network', value: call.chainId }
  if (call.method === 'solana_signMessage') {
    return { title: 'Sign message', fields: [{ label: 'Account', value: call.address }, network], detail: { label: 'Message', text: readableMessage(bytesToHex(call.message)) } }
  }
  const several = call.transactions.length > 1
  const fields = call.transactions.flatMap(({ message }, index) => {
    const prefix = several ? `Transaction ${index + 1}: ` : ''
    return [
      { label: `${prefix}Fee payer`, value: message.staticAccounts[0] ?? '(none)' },
      ...describeSolanaInstructions(message).map((value, at) => ({ label: `${prefix}Instruction ${at + 1}`, value })),
    ]
  })
  const title = call.method === 'solana_signAllTransactions' ? `Sign ${call.transactions.length} transaction${several ? 's' : ''}` : TITLES[call.method]
  return { title, fields: [network, ...fields] }
}
