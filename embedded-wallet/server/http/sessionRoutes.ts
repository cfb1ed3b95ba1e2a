import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { bearerSession } from './bearerSession.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { readJsonBody } from './readJsonBody.js'
import { sessionResumeBody } from './requestSchemas.js'
import { routeTable } from './routeTable.js'

/**
 * Sessions: resume with a single-use handle (a new handle comes back), read, sign out.
 * @example routes.push(sessionRoutes(context))
 */
export function sessionRoutes({ store }: FrameRouteContext): Route {
  return routeTable({
    'POST /v1/session/resume': async (request, response) => {
      const { handle } = await readJsonBody(request, sessionResumeBody)
      const session = await store.resumeSession(handle)
      if (!session) throw new FrameApiError(401, 'invalid_handle', 'Sign in again: the session handle is unknown, used, expired or signed out.')
      sendJson(response, 200, session)
    },

    'GET /v1/session': async (request, response) => {
      const { user } = await bearerSession(request, store)
      sendJson(response, 200, { user })
    },

    'POST /v1/session/signout': async (request, response) => {
      const { sessionId } = await bearerSession(request, store)
      await store.revokeSession(sessionId)
      response.writeHead(204).end()
    },
  })
}
