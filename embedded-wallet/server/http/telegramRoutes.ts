import { parse, validate } from '@tma.js/init-data-node'
import { maxLength, object, string } from 'zod/mini'
import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import { FrameApiError } from './FrameApiError.js'
import { readJsonBody } from './readJsonBody.js'
import { routeTable } from './routeTable.js'

/** Telegram's launch data is believed this long after its auth_date (Telegram's own default: one day). */
export const TELEGRAM_INIT_DATA_TTL_S = 86_400

/** Where the backend finds its Telegram bot. */
export interface TelegramOptions {
  /** The bot's token (BotFather): the key Telegram signs each launch's initData with. */
  readonly botToken: string
  /** Seconds an initData stays valid after its auth_date; default TELEGRAM_INIT_DATA_TTL_S. */
  readonly expiresInS?: number
}

const verifyBody = object({ initData: string().check(maxLength(8192)) })

/**
 * The Telegram mini-app's launch data, verified: `window.Telegram.WebApp.initData` as the
 * mini-app received it, its hash checked with the bot token (@tma.js/init-data-node) and its
 * auth_date against the backend's clock. Answers who launched it, or 401.
 * @example routes.push(telegramRoutes({ botToken, now: () => Date.now() }))
 */
export function telegramRoutes(options: TelegramOptions & { readonly now: () => number }): Route {
  const expiresInS = options.expiresInS ?? TELEGRAM_INIT_DATA_TTL_S
  return routeTable({
    'POST /v1/telegram/verify': async (request, response) => {
      const { initData } = await readJsonBody(request, verifyBody)
      // The signature first (expiry 0 = not checked there), then the shape, then the age on our own clock.
      try {
        validate(initData, options.botToken, { expiresIn: 0 })
      } catch {
        throw new FrameApiError(401, 'invalid_init_data', 'This Telegram launch data is not signed by the bot.')
      }
      let parsed: ReturnType<typeof parse>
      try {
        parsed = parse(initData)
      } catch {
        throw new FrameApiError(400, 'malformed_init_data', 'This Telegram launch data does not have the fields Telegram sends.')
      }
      const authDate = parsed.auth_date.getTime()
      if (authDate + expiresInS * 1000 <= options.now()) throw new FrameApiError(401, 'expired_init_data', 'This Telegram launch data has expired: open the mini app again.')
      const user = parsed.user
      sendJson(response, 200, {
        user: user ? { id: user.id, firstName: user.first_name, ...(user.username ? { username: user.username } : {}) } : null,
        authDate: Math.floor(authDate / 1000),
      })
    },
  })
}
