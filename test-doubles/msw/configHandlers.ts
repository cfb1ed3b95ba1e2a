import { http, HttpResponse, type HttpHandler } from 'msw'
import { DEFAULT_DIRECTORY_API_URL } from '../../core/options/serviceDefaults.js'
import { PROJECT_ALLOWED_ORIGINS, PROJECT_FEATURES, type ProjectFeatureEntry } from './configFixtures.js'
import { directoryFailure, type DirectoryFailure } from './directoryHandlers.js'

/** What the fake project config serves. */
export interface ConfigHandlersOptions {
  /** Default DEFAULT_DIRECTORY_API_URL (config and origins live beside the directory). */
  readonly baseUrl?: string
  /** The project id the service knows; any other gets 403 (the Invalid Project ID case). */
  readonly projectId?: string
  /** Default PROJECT_FEATURES. */
  readonly features?: readonly ProjectFeatureEntry[]
  /** Default PROJECT_ALLOWED_ORIGINS. */
  readonly allowedOrigins?: readonly string[]
}

/** The two project-config paths. */
export const PROJECT_CONFIG_PATHS = { features: '/appkit/v1/config', origins: '/projects/v1/origins' } as const

/**
 * msw handlers for the project config, in the real service's wire shapes: GET `/appkit/v1/config` →
 * `{ features }` and `/projects/v1/origins` → `{ allowedOrigins }`.
 * @example server.use(...configHandlers({ projectId: 'p1', allowedOrigins: ['https://app.example'] }))
 */
export function configHandlers(options: ConfigHandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_DIRECTORY_API_URL).replace(/\/+$/, '')
  const refuse = (request: Request) => {
    const projectId = new URL(request.url).searchParams.get('projectId')
    if (!projectId) return HttpResponse.json({ message: 'projectId is required' }, { status: 400 })
    if (options.projectId !== undefined && projectId !== options.projectId) return HttpResponse.json({ message: 'Invalid projectId' }, { status: 403 })
    return undefined
  }
  return [
    http.get(`${base}${PROJECT_CONFIG_PATHS.features}`, ({ request }) => refuse(request) ?? HttpResponse.json({ features: options.features ?? PROJECT_FEATURES })),
    http.get(`${base}${PROJECT_CONFIG_PATHS.origins}`, ({ request }) => refuse(request) ?? HttpResponse.json({ allowedOrigins: options.allowedOrigins ?? PROJECT_ALLOWED_ORIGINS })),
  ]
}

/**
 * One handler failing a project-config path (default the feature flags): a status (429 with
 * Retry-After when asked), a malformed body or no response; `once` by default.
 * @example server.use(configFailure(429, { path: PROJECT_CONFIG_PATHS.origins, once: false }))
 */
export function configFailure(
  failure: DirectoryFailure,
  options: { readonly baseUrl?: string; readonly path?: string; readonly retryAfterSeconds?: number; readonly once?: boolean } = {},
): HttpHandler {
  return directoryFailure(failure, { ...options, path: options.path ?? PROJECT_CONFIG_PATHS.features })
}
