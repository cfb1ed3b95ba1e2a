import { HttpRequestError } from '../../core/errors/HttpRequestError.js'

/** What the HTTP adapter throws for an error status (an HttpRequestError, API_ERROR), with the API's path. */
export function memoryHttpError(
  status: number,
  method: 'GET' | 'POST',
  path: string,
  reason: string,
  details: Readonly<Record<string, unknown>> = {},
): HttpRequestError {
  return new HttpRequestError({ url: `memory://blockchain-api${path}`, method, status, details: { reason, ...details } })
}

/** A non-negative integer string as the API wants amounts; 400 otherwise. */
export function parseInteger(value: string, field: string, path: string): bigint {
  if (!/^\d+$/.test(value)) throw memoryHttpError(400, 'GET', path, `invalid ${field}`, { [field]: value })
  return BigInt(value)
}
