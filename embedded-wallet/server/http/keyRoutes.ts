import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { bearerSession } from './bearerSession.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { readJsonBody } from './readJsonBody.js'
import { keyBackupBody } from './requestSchemas.js'
import { routeTable } from './routeTable.js'

/**
 * The key custody helpers: the user's data key (the frame encrypts the key under it) and the
 * encrypted key's backup, written once and never overwritten (a second key would orphan funds).
 * @example routes.push(keyRoutes(context))
 */
export function keyRoutes({ store }: FrameRouteContext): Route {
  return routeTable({
    'GET /v1/keys/data-key': async (request, response) => {
      const { user } = await bearerSession(request, store)
      sendJson(response, 200, { dataKey: Buffer.from(await store.dataKey(user.id)).toString('base64') })
    },

    'GET /v1/keys/backup': async (request, response) => {
      const { user } = await bearerSession(request, store)
      sendJson(response, 200, { backup: (await store.keyBackup(user.id)) ?? null })
    },

    'PUT /v1/keys/backup': async (request, response) => {
      const { user } = await bearerSession(request, store)
      const backup = await readJsonBody(request, keyBackupBody)
      if (!(await store.saveKeyBackup(user.id, backup))) throw new FrameApiError(409, 'backup_exists', 'A key backup is already stored; it is never overwritten.')
      response.writeHead(204).end()
    },
  })
}
