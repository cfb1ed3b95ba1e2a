import type { IncomingMessage } from 'node:http'
import { prettifyError, safeParse, type ZodMiniType } from 'zod/mini'
import { MAX_BODY_BYTES } from '../frameRules.js'
import { FrameApiError } from './FrameApiError.js'

/**
 * The request's JSON body, checked against `schema`. Over 64 kB is 413 `payload_too_large`
 * (counted while reading, so a lying content-length does not help); not JSON or not the
 * schema's shape is 400 `invalid_request` naming what is wrong.
 * @example const { email } = await readJsonBody(request, object({ email: string() }))
 */
export async function readJsonBody<T>(request: IncomingMessage, schema: ZodMiniType<T>): Promise<T> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw tooLarge()
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    throw new FrameApiError(400, 'invalid_request', 'The request body is not JSON.')
  }
  const result = safeParse(schema, json)
  if (!result.success) throw new FrameApiError(400, 'invalid_request', prettifyError(result.error))
  return result.data
}

function tooLarge(): FrameApiError {
  return new FrameApiError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)
}
