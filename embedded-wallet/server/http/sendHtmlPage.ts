import type { ServerResponse } from 'node:http'
import { escapeHtml } from './escapeHtml.js'

// The small server-made pages run no script and load nothing.
const PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Answers a small self-contained HTML page; `bodyHtml` must already be escaped.
 * @example sendHtmlPage(response, 200, 'Device approved', '<h1>This device is approved</h1>')
 */
export function sendHtmlPage(response: ServerResponse, status: number, title: string, bodyHtml: string, policy = PAGE_POLICY): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${bodyHtml}</body></html>`
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'content-security-policy': policy }).end(html)
}
