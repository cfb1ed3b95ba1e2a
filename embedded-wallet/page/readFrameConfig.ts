import type { SmartAccountNetwork } from './FrameSmartAccounts.js'
import * as z from 'zod/mini'

/** The id of the `<script type="application/json">` block the backend bakes into the page. */
export const FRAME_CONFIG_ELEMENT_ID = 'walletport-frame-config'

/** What the backend tells the page: who may embed it, and where the backend is. */
export interface FrameConfig {
  readonly allowedOrigins: readonly string[]
  /** Default: the page's own origin (the backend serves the page). */
  readonly backendUrl?: string
  /** The chains where the frame offers smart accounts, each with the RPC URL the frame reads it through. */
  readonly smartAccountNetworks?: readonly SmartAccountNetwork[]
}

const frameConfigSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(100)),
  backendUrl: z.optional(z.url()),
  smartAccountNetworks: z.optional(z.array(z.object({ chainId: z.int().check(z.positive()), rpcUrl: z.url({ protocol: /^https?$/ }) })).check(z.maxLength(100))),
})

/**
 * Reads and checks the frame config data block; `undefined` when it is missing or malformed,
 * which the page treats as "allowed nowhere".
 * @example readFrameConfig(document)?.allowedOrigins // ['http://localhost:5173']
 */
export function readFrameConfig(document: Pick<Document, 'getElementById'>): FrameConfig | undefined {
  const element = document.getElementById(FRAME_CONFIG_ELEMENT_ID)
  if (!element || element.getAttribute('type') !== 'application/json') return undefined
  let data: unknown
  try {
    data = JSON.parse(element.textContent ?? '')
  } catch {
    return undefined
  }
  const parsed = frameConfigSchema.safeParse(data)
  if (!parsed.success) return undefined
  const { allowedOrigins, backendUrl, smartAccountNetworks } = parsed.data
  return { allowedOrigins, ...(backendUrl === undefined ? {} : { backendUrl }), ...(smartAccountNetworks ? { smartAccountNetworks } : {}) }
}
