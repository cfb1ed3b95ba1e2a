import type { IncomingMessage } from 'node:http'
import type { ActiveSession, FrameStore } from '../store/FrameStore.js'
import { FrameApiError } from './FrameApiError.js'

/**
 * The session the request's `Authorization: Bearer <token>` names; 401 `invalid_session` when
 * missing, unknown, expired or revoked.
 * @example const { user } = await bearerSession(request, store)
 */
export async function bearerSession(request: IncomingMessage, store: FrameStore): Promise<ActiveSession> {
  const token = /^Bearer ([\w-]{1,200})$/.exec(request.headers.authorization ?? '')?.[1]
  const session = token ? await store.findSession(token) : undefined
  if (!session) throw new FrameApiError(401, 'invalid_session', 'Sign in again: the session is missing, expired or signed out.')
  return session
}
