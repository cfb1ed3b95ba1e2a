import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { acceptOtp } from './acceptOtp.js'
import { bearerSession } from './bearerSession.js'
import { FrameApiError } from './FrameApiError.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { normalizeEmail } from './normalizeEmail.js'
import { readJsonBody } from './readJsonBody.js'
import { emailUpdateStartBody, otpBody } from './requestSchemas.js'
import { routeTable } from './routeTable.js'

/**
 * Changing the address: a code to the current address proves the owner asks, then a code to
 * the new one proves it is theirs; only then does the address change.
 * @example routes.push(emailUpdateRoutes(context))
 */
export function emailUpdateRoutes({ store, mailer }: FrameRouteContext): Route {
  return routeTable({
    'POST /v1/email/update/start': async (request, response) => {
      const { user } = await bearerSession(request, store)
      const newEmail = normalizeEmail((await readJsonBody(request, emailUpdateStartBody)).newEmail)
      if (newEmail === user.email) throw new FrameApiError(400, 'invalid_request', 'newEmail: this is already the address.')
      if (await store.findUser(newEmail)) throw emailTaken()
      await store.startEmailUpdate(user.id, newEmail)
      await mailer.sendCode(user.email, await store.issueOtp(user.email, 'update_primary'))
      sendJson(response, 200, { action: 'VERIFY_PRIMARY_OTP' })
    },

    'POST /v1/email/update/primary': async (request, response) => {
      const { user } = await bearerSession(request, store)
      const { otp } = await readJsonBody(request, otpBody)
      const pending = await store.pendingEmailUpdate(user.id)
      if (!pending) throw noUpdate()
      acceptOtp(await store.checkOtp({ email: user.email, purpose: 'update_primary', code: otp }))
      await store.confirmPrimaryEmail(user.id)
      await mailer.sendCode(pending.newEmail, await store.issueOtp(pending.newEmail, 'update_secondary'))
      sendJson(response, 200, { action: 'VERIFY_SECONDARY_OTP' })
    },

    'POST /v1/email/update/secondary': async (request, response) => {
      const { user } = await bearerSession(request, store)
      const { otp } = await readJsonBody(request, otpBody)
      const pending = await store.pendingEmailUpdate(user.id)
      if (!pending?.primaryVerified) throw noUpdate()
      acceptOtp(await store.checkOtp({ email: pending.newEmail, purpose: 'update_secondary', code: otp }))
      const updated = await store.applyEmailUpdate(user.id)
      if (updated === 'taken') throw emailTaken()
      if (!updated) throw noUpdate()
      sendJson(response, 200, { email: updated.email })
    },
  })
}

function emailTaken(): FrameApiError {
  return new FrameApiError(409, 'email_taken', 'Another account uses this address.')
}

function noUpdate(): FrameApiError {
  return new FrameApiError(409, 'no_pending_update', 'Start the email change again.')
}
