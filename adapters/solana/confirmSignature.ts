import { sleep } from '../../core/timing/sleep.js'
import type { Clock } from '../../ports/Clock.js'
import type { SignatureStatus } from './SolanaRpcClient.js'
import { SolanaTransactionError, TransactionNotConfirmedError } from './solanaErrors.js'

/** How often the status is asked, and how long before giving up (a blockhash lives about a minute). */
export const CONFIRMATION_POLL_MS = 500
export const CONFIRMATION_TIMEOUT_MS = 90_000

/**
 * Waits until the chain has confirmed `signature`, asking `getSignatureStatus` now and then
 * every CONFIRMATION_POLL_MS on `clock` (no websocket): a failure on chain is
 * SolanaTransactionError with the chain's error; a status read that fails is asked again at
 * the next poll; no confirmation within the timeout is TransactionNotConfirmedError (with the
 * last read's failure as `cause`, when the reads were failing).
 * @example await confirmSignature({ signature, clock, getSignatureStatus: (s) => rpc.getSignatureStatus(s) })
 */
export async function confirmSignature(parameters: {
  readonly signature: string
  readonly clock: Clock
  readonly getSignatureStatus: (signature: string) => Promise<SignatureStatus | undefined>
  readonly timeoutMs?: number
}): Promise<void> {
  const { signature, clock } = parameters
  const timeoutMs = parameters.timeoutMs ?? CONFIRMATION_TIMEOUT_MS
  const started = clock.now()
  let lastFailure: unknown
  for (;;) {
    // The transaction is already sent: a failed read says nothing of it, so the next poll asks again.
    let status: SignatureStatus | undefined
    try {
      status = await parameters.getSignatureStatus(signature)
      lastFailure = undefined
    } catch (error) {
      lastFailure = error
    }
    if (status?.err !== undefined && status.err !== null) {
      throw new SolanaTransactionError({ signature, programMessage: describeChainError(status.err) })
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    const waited = clock.now() - started
    if (waited >= timeoutMs) throw new TransactionNotConfirmedError({ signature, waitedMs: waited, ...(lastFailure === undefined ? {} : { cause: lastFailure }) })
    await sleep(clock, CONFIRMATION_POLL_MS)
  }
}

/** The chain's error object as text ({ InstructionError: [0, { Custom: 1 }] } → 'InstructionError: [0,{"Custom":1}]'). */
function describeChainError(error: unknown): string {
  const json = JSON.stringify(error, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))
  return typeof error === 'string' ? error : json.replace(/^\{"(\w+)":(.*)\}$/, '$1: $2')
}
