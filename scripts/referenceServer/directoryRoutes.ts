import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Wallet } from '../../core/connectors/Wallet.js'
import type { ProjectFeatureEntry } from '../../test-doubles/msw/configFixtures.js'
import { DIRECTORY_WALLETS } from '../../test-doubles/msw/directoryFixtures.js'
import { pageOfWallets, parseDirectoryQuery } from '../../test-doubles/msw/directoryQuery.js'
import { refusedWithoutProject, sendFailure, sendJson } from './http.js'
import type { Route } from './route.js'

/** Where the demo's wallet images live (one `<image_id>.svg` per wallet, generated: `npm run directory:images`). */
export const DIRECTORY_IMAGES_DIR = fileURLToPath(new URL('../../demo/directory/images/', import.meta.url))

/**
 * The local project's remote config: email and social login (the reference frame and the local
 * OpenID Connect provider run locally), swaps and activity on; no onramp (nothing to buy with offline).
 */
export const LOCAL_PROJECT_FEATURES: readonly ProjectFeatureEntry[] = [
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: false, config: [] },
  { id: 'activity', isEnabled: true, config: null },
]

/** Loopback on any port: the demo, its e2e runs and `npm run dev`. */
export const LOCAL_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*']

/** What the directory part of the reference server serves. */
export interface DirectoryRoutesOptions {
  /** Default DIRECTORY_WALLETS (a dozen real wallets). */
  readonly wallets?: readonly Wallet[]
  /** Default DIRECTORY_IMAGES_DIR. */
  readonly imagesDir?: string
  readonly features?: readonly ProjectFeatureEntry[]
  readonly allowedOrigins?: readonly string[]
}

const IMAGE = /^\/(?:getWalletImage\/|images\/wallets\/)([a-z0-9-]{1,80})(?:\.svg)?$/

/**
 * The wallet directory and the project config of the reference server, in the real wire
 * shapes of the real services: `/getWallets` (paging and every filter, like the msw fakes: the same
 * query code), `/getWalletImage/{image_id}` and `/images/wallets/{image_id}.svg` from local
 * files, `/appkit/v1/config` and `/projects/v1/origins`.
 * @example startReferenceServer({ chains, routes: [directoryRoutes()] })
 */
export function directoryRoutes(options: DirectoryRoutesOptions = {}): Route {
  const wallets = options.wallets ?? DIRECTORY_WALLETS
  const imagesDir = options.imagesDir ?? DIRECTORY_IMAGES_DIR
  return async (request, response, url) => {
    if (request.method !== 'GET') return false
    const path = url.pathname
    const image = IMAGE.exec(path)
    if (image) {
      const imageId = image[1] ?? ''
      // Only listed image ids are read: the path never reaches the file system unchecked.
      if (!wallets.some((wallet) => wallet.image_id === imageId)) return notFound(response, 'image not found')
      const svg = await readFile(`${imagesDir}${imageId}.svg`).catch(() => undefined)
      if (!svg) return notFound(response, 'image not found')
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': svg.length, 'cache-control': 'public, max-age=86400' }).end(svg)
      return true
    }
    if (path !== '/getWallets' && path !== '/appkit/v1/config' && path !== '/projects/v1/origins') return false
    if (refusedWithoutProject(url, response)) return true
    if (path === '/appkit/v1/config') {
      sendJson(response, 200, { features: options.features ?? LOCAL_PROJECT_FEATURES })
      return true
    }
    if (path === '/projects/v1/origins') {
      sendJson(response, 200, { allowedOrigins: options.allowedOrigins ?? LOCAL_ALLOWED_ORIGINS })
      return true
    }
    const query = parseDirectoryQuery(url.searchParams)
    if (!query.ok) {
      sendFailure(response, 400, query.reason)
      return true
    }
    sendJson(response, 200, pageOfWallets(wallets, query))
    return true
  }
}

function notFound(response: Parameters<Route>[1], description: string): true {
  sendFailure(response, 404, description)
  return true
}
