import type { IncomingMessage, ServerResponse } from 'node:http'

/** Sends `body` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text)
}

/** The real service's error body: `{ status: 'FAILED', reasons: [{ description }] }`. */
export function sendFailure(response: ServerResponse, status: number, description: string): void {
  sendJson(response, status, { status: 'FAILED', reasons: [{ description }] })
}

/**
 * True (and answered 400) when the call lacks the projectId, st and sv every call carries.
 * Locally an empty projectId passes: the offline demo has no project.
 */
export function refusedWithoutProject(url: URL, response: ServerResponse): boolean {
  if (url.searchParams.has('projectId') && url.searchParams.get('st') && url.searchParams.get('sv')) return false
  sendFailure(response, 400, 'Required query parameters: projectId, st, sv')
  return true
}

/** The request body as text (POST). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
