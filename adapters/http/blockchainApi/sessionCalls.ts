import type { SiwxSession } from '../../../core/siwx/Siwx.js'
import type { BlockchainApi } from '../../../ports/BlockchainApi.js'
import * as z from 'zod/mini'
import { segment, type ApiContext } from './ApiContext.js'
import { sessionsSchema } from './schemas/sessionSchemas.js'

/** GET /v1/sessions/{caipAddress}. */
export async function getSessions(context: ApiContext, query: Parameters<BlockchainApi['getSessions']>[0]): Promise<readonly SiwxSession[]> {
  const answer = await context.http.request({
    method: 'GET',
    path: `/v1/sessions/${segment(query.caipAddress)}`,
    schema: sessionsSchema,
    signal: query.signal,
  })
  return (Array.isArray(answer) ? answer : answer.sessions) as readonly SiwxSession[]
}

/** POST /v1/sessions/{address}/revoke (any body is accepted: the call answers nothing useful). */
export async function revokeSession(context: ApiContext, query: Parameters<BlockchainApi['revokeSession']>[0]): Promise<void> {
  await context.http.request({
    method: 'POST',
    path: `/v1/sessions/${segment(query.address)}/revoke`,
    body: {},
    schema: z.unknown(),
    signal: query.signal,
  })
}
