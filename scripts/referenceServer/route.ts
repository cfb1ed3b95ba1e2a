import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One part of the local reference server: answers the request and resolves true,
 * or resolves false to let the next route try.
 */
export type Route = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>
