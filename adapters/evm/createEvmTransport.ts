import { fallback, http, type Transport } from 'viem'
import type { EvmTransportPlan, HttpTransportPlan } from './planEvmTransport.js'

/** A viem transport and the switch that ends its background work (fallback ranking). */
export interface EvmTransport {
  readonly transport: Transport
  /** Stops ranking the fallback endpoints; the transport still answers requests. */
  stop(): void
}

/**
 * Builds the viem transport a plan describes (see `planEvmTransport`).
 * @example createEvmTransport(planEvmTransport(network, { projectId })).transport
 */
export function createEvmTransport(plan: EvmTransportPlan): EvmTransport {
  if (plan.kind === 'http') return { transport: toHttp(plan), stop: () => undefined }
  let stopped = false
  const transport = fallback(plan.transports.map(toHttp), {
    rank: {
      interval: plan.rank.intervalMs,
      sampleCount: plan.rank.sampleCount,
      weights: { stability: plan.rank.weights.stability, latency: plan.rank.weights.latency },
      // viem ranks forever and offers no stop: once stopped, a ping that never settles
      // ends its loop with no timer left (a Node process can exit).
      ping: ({ transport: endpoint }) =>
        stopped ? new Promise<never>(() => undefined) : endpoint.request({ method: 'net_listening' }),
    },
  })
  return {
    transport,
    stop: () => {
      stopped = true
    },
  }
}

function toHttp(plan: HttpTransportPlan): Transport {
  return http(plan.url, { batch: { batchSize: plan.batchSize }, timeout: plan.timeoutMs })
}
