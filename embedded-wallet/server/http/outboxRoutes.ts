import type { Route } from '../../../scripts/referenceServer/route.js'
import { sendJson } from '../../../scripts/referenceServer/http.js'
import type { OutboxMail } from '../store/FrameStore.js'
import { escapeHtml } from './escapeHtml.js'
import type { FrameRouteContext } from './FrameRouteContext.js'
import { routeTable } from './routeTable.js'
import { sendHtmlPage } from './sendHtmlPage.js'

/**
 * The demo's mailbox: what was "sent", latest per address (HTML) or per address and kind
 * (`/outbox.json?email=`, for tests). It shows live codes: for local and demo use only.
 * @example routes.push(outboxRoutes(context))
 */
export function outboxRoutes({ store }: FrameRouteContext): Route {
  return routeTable({
    'GET /outbox': async (_request, response) => {
      const seen = new Set<string>()
      const latest = (await store.latestMails()).filter((mail) => !seen.has(mail.to) && seen.add(mail.to))
      const items = latest.map(outboxItem).join('')
      sendHtmlPage(response, 200, 'Outbox', `<h1>Outbox</h1>${items ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}`)
    },

    'GET /outbox.json': async (_request, response, url) => {
      const email = url.searchParams.get('email')?.trim().toLowerCase()
      sendJson(response, 200, { messages: await store.latestMails(email || undefined) })
    },
  })
}

function outboxItem(mail: OutboxMail): string {
  const link = mail.link ?? ''
  // Only http(s) links become anchors: a stored `javascript:` text stays text.
  const linkHtml = /^https?:\/\//.test(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link)
  const content = mail.kind === 'otp' ? `code <strong>${escapeHtml(mail.code ?? '')}</strong>` : `device link ${linkHtml}`
  return `<li><strong>${escapeHtml(mail.to)}</strong> · ${content} · <time>${escapeHtml(mail.sentAt)}</time></li>`
}
