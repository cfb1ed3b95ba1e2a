import type { Address, Hex } from 'viem'
import type { TransactionRequest } from './prepareTransaction.js'
import type { SolanaApprovalCall } from './SolanaApprovalCall.js'

/** EIP-712 typed data as eth_signTypedData_v4 carries it (already parsed from its JSON). */
export interface TypedDataRequest {
  readonly domain: Readonly<Record<string, unknown>>
  readonly types: Readonly<Record<string, readonly { readonly name: string; readonly type: string }[]>>
  readonly primaryType: string
  readonly message: Readonly<Record<string, unknown>>
}

/** An eip155 call the visitor is asked to approve, as the frame will perform it. */
export type Eip155ApprovalCall =
  | { readonly method: 'personal_sign'; readonly message: Hex; readonly address: Address }
  | { readonly method: 'eth_signTypedData_v4'; readonly typedData: TypedDataRequest; readonly address: Address }
  | { readonly method: 'eth_sendTransaction'; readonly transaction: TransactionRequest; readonly chainId: number }

/** The call the visitor is asked to approve, as the frame will perform it. */
export type ApprovalCall = Eip155ApprovalCall | SolanaApprovalCall

/** One request for approval: `origin` is the pinned parent origin, never app-supplied data. */
export interface ApprovalRequest {
  readonly id: string
  readonly origin: string
  readonly call: ApprovalCall
}

/** Asks the visitor. The frame's approve UI implements it; tests script it. */
export interface Approver {
  /** Resolves on Approve; rejects with 'User rejected the request.' (4001) on Reject. */
  approve(request: ApprovalRequest): Promise<void>
  /** Drops request `id` (RPC_ABORT): its UI goes away and its promise never settles. */
  cancel(id: string): void
}
