import type { BlockchainApi, OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../../../ports/BlockchainApi.js'
import type { ApiContext } from './ApiContext.js'
import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from './schemas/onrampSchemas.js'

/** POST /v1/generators/onrampurl (provider-specific body). */
export function generateOnrampUrl(
  context: ApiContext,
  request: Parameters<BlockchainApi['generateOnrampUrl']>[0],
): Promise<{ readonly url: string }> {
  const { signal, ...body } = request
  return context.http.request({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body,
    schema: onrampUrlSchema,
    signal: signal as AbortSignal | undefined,
  })
}

/** GET /v1/onramp/options. */
export function getOnrampOptions(context: ApiContext, options: { readonly signal?: AbortSignal } = {}): Promise<OnrampOptions> {
  return context.http.request({ method: 'GET', path: '/v1/onramp/options', schema: onrampOptionsSchema, signal: options.signal })
}

/** POST /v1/onramp/quote. */
export function getOnrampQuote(context: ApiContext, request: OnrampQuoteRequest): Promise<OnrampQuote> {
  const { signal, ...body } = request
  return context.http.request({ method: 'POST', path: '/v1/onramp/quote', body, schema: onrampQuoteSchema, signal })
}
