import type { ApprovalRequest, Approver } from './Approver.js'
import { userRejected } from './FrameRequestError.js'

/** An approver the test answers: 'approve', 'reject' or 'wait' (never answers). Test support only. */
export function scriptedApprover(answer: 'approve' | 'reject' | 'wait' = 'approve'): Approver & { asked: ApprovalRequest[]; cancelled: string[] } {
  const approver = {
    asked: [] as ApprovalRequest[],
    cancelled: [] as string[],
    approve(request: ApprovalRequest) {
      approver.asked.push(request)
      if (answer === 'approve') return Promise.resolve()
      if (answer === 'reject') return Promise.reject(userRejected())
      return new Promise<void>(() => undefined)
    },
    cancel: (id: string) => void approver.cancelled.push(id),
  }
  return approver
}

/** A JSON-RPC endpoint answering from `answers` (a function gets the params), recording calls. Test support only. */
export function fakeChain(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown[] }[] = []
  const fetch = async (_url: string, init: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
    calls.push({ method, params })
    const answer = answers[method]
    if (answer === undefined) return Response.json({ jsonrpc: '2.0', id, error: { code: -32601, message: `the method ${method} does not exist` } })
    return Response.json({ jsonrpc: '2.0', id, result: typeof answer === 'function' ? (answer as (p: unknown[]) => unknown)(params) : answer })
  }
  return { fetch, calls }
}
