import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from './Network.js'

const rpcEndpoints = z.object({
  http: z.array(z.url()),
  webSocket: z.optional(z.array(z.string())),
})

/** Validates a Network coming from an integrator or a wallet. */
export const networkSchema = z
  .looseObject({
    id: z.union([z.number(), z.string().check(z.minLength(1))]),
    caipNetworkId: z.string(),
    chainNamespace: z.enum(CHAIN_NAMESPACES),
    name: z.string().check(z.minLength(1)),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.int().check(z.gte(0), z.lte(36)),
    }),
    rpcUrls: z.looseObject({ default: rpcEndpoints }),
    blockExplorers: z.optional(z.looseObject({ default: z.object({ name: z.string(), url: z.url() }) })),
    testnet: z.optional(z.boolean()),
    assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
  })
  .check(
    z.refine((network) => network.caipNetworkId === `${network.chainNamespace}:${network.id}`, {
      message: 'caipNetworkId must be `{chainNamespace}:{id}`',
      path: ['caipNetworkId'],
    }),
  )
