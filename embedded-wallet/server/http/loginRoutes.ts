import type { ServerResponse } from 'node:http'
import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import type { FrameStore } from '../store/FrameStore.js'
import { acceptOtp } from './acceptOtp.js'
import { escapeHtml } from './escapeHtml.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { normalizeEmail } from './normalizeEmail.js'
import { emailStartBody, emailVerifyBody } from './requestSchemas.js'
import { readJsonBody } from './readJsonBody.js'
import { routeTable } from './routeTable.js'
import { sendHtmlPage } from './sendHtmlPage.js'

/**
 * The email login: start (a code, or a device link for a known user on a new device), the
 * device wait (a long poll woken by the link's click), the link's page, and verify (a session).
 * @example routes.push(loginRoutes(context))
 */
export function loginRoutes(context: FrameRouteContext): Route {
  const { store, mailer, waiters } = context
  return routeTable({
    'POST /v1/email/start': async (request, response) => {
      const body = await readJsonBody(request, emailStartBody)
      const email = normalizeEmail(body.email)
      if (await mayUseCode(store, email, body.deviceId)) {
        await mailer.sendCode(email, await store.issueOtp(email, 'login'))
        return sendJson(response, 200, { action: 'VERIFY_OTP' })
      }
      const token = await store.issueDeviceLink(email, body.deviceId)
      await mailer.sendDeviceLink(email, `${context.baseUrl()}/device/approve?token=${encodeURIComponent(token)}`)
      sendJson(response, 200, { action: 'VERIFY_DEVICE' })
    },

    'POST /v1/device/wait': async (request, response) => {
      const body = await readJsonBody(request, emailStartBody)
      const email = normalizeEmail(body.email)
      // Listen before looking: a click between the look and the listen would be missed.
      const wait = waiters.wait(email, body.deviceId, context.deviceWaitMs)
      // A client that gives up (closes the request) frees its wait at once.
      response.once('close', wait.cancel)
      if (await store.isDeviceApproved(email, body.deviceId)) wait.cancel()
      const approved = (await wait.approved) || (await store.isDeviceApproved(email, body.deviceId))
      sendJson(response, 200, { approved })
    },

    'GET /device/approve': async (_request, response, url) => {
      const approval = await store.approveDeviceLink(url.searchParams.get('token') ?? '')
      if (approval.outcome !== 'approved') return sendLinkRefusal(response, approval.outcome)
      await mailer.sendCode(approval.email, await store.issueOtp(approval.email, 'login'))
      waiters.approve(approval.email, approval.deviceId)
      sendHtmlPage(response, 200, 'Device approved', `<h1>This device is approved</h1><p>A code was sent to ${escapeHtml(approval.email)}. Go back to the app to enter it.</p>`)
    },

    'POST /v1/email/verify': async (request, response) => {
      const body = await readJsonBody(request, emailVerifyBody)
      const email = normalizeEmail(body.email)
      if (!(await mayUseCode(store, email, body.deviceId))) {
        throw new FrameApiError(403, 'device_not_approved', 'Approve this device with the link sent by email first.')
      }
      acceptOtp(await store.checkOtp({ email, purpose: 'login', code: body.otp }))
      const user = await store.ensureUser(email)
      await store.rememberDevice(user, body.deviceId)
      sendJson(response, 200, await store.openSession(user))
    },
  })
}

/** A code may log in: a new user, a known device, or a device whose link was clicked. */
async function mayUseCode(store: FrameStore, email: string, deviceId: string): Promise<boolean> {
  const user = await store.findUser(email)
  return !user || (await store.isKnownDevice(user.id, deviceId)) || (await store.isDeviceApproved(email, deviceId))
}

function sendLinkRefusal(response: ServerResponse, outcome: 'used' | 'expired' | 'unknown'): void {
  const text = { used: 'This link was already used.', expired: 'This link has expired. Sign in again to get a new one.', unknown: 'This link is not valid.' }[outcome]
  sendHtmlPage(response, outcome === 'unknown' ? 404 : 410, 'Device not approved', `<h1>${escapeHtml(text)}</h1>`)
}
