/** The inputs of `rpcResultPlan`. */
export interface RpcResultPlanParameters {
  readonly result: 'success' | 'error'
  /** True for read-only methods (see `classifyRpcMethod`); false for signing and sending. */
  readonly isSafeMethod: boolean
  /** Pending transactions on the TransactionStack. */
  readonly stackSize: number
}

/** What the modal does when the embedded wallet answers an RPC request. */
export interface RpcResultPlan {
  readonly refreshNativeBalance: boolean
  readonly then: 'nothing' | 'close-modal' | 'pop-success' | 'pop-error'
}

/**
 * What follows an embedded-wallet request. Non-safe success: refresh the native balance, then
 * close (empty stack) or pop with success. Error: close (empty stack) or pop with error.
 * "Safe methods do not move the transaction stack" is read as covering errors too: a
 * failed background read never pushed a view, so it must not pop one or close the modal.
 */
export function rpcResultPlan({ result, isSafeMethod, stackSize }: RpcResultPlanParameters): RpcResultPlan {
  if (isSafeMethod) return { refreshNativeBalance: false, then: 'nothing' }
  const empty = stackSize <= 0
  if (result === 'error') return { refreshNativeBalance: false, then: empty ? 'close-modal' : 'pop-error' }
  return { refreshNativeBalance: true, then: empty ? 'close-modal' : 'pop-success' }
}
