import type { NameProfile } from '../../../core/names/Profile.js'
import type { BlockchainApi, RegisterNameRequest } from '../../../ports/BlockchainApi.js'
import { segment, type ApiContext } from './ApiContext.js'
import { nameProfileSchema, nameProfilesSchema, nameSuggestionsSchema } from './schemas/profileSchemas.js'

type Query<M extends keyof BlockchainApi> = Parameters<BlockchainApi[M]>[0]

/** GET /v1/profile/account/{name}. */
export function lookupName(context: ApiContext, query: Query<'lookupName'>): Promise<NameProfile> {
  return context.http.request({ method: 'GET', path: `/v1/profile/account/${segment(query.name)}`, schema: nameProfileSchema, signal: query.signal })
}

/** GET /v1/profile/reverse/{address}. */
export function reverseLookup(context: ApiContext, query: Query<'reverseLookup'>): Promise<readonly NameProfile[]> {
  return context.http.request({ method: 'GET', path: `/v1/profile/reverse/${segment(query.address)}`, schema: nameProfilesSchema, signal: query.signal })
}

/** GET /v1/profile/suggestions/{name}. */
export async function getNameSuggestions(
  context: ApiContext,
  query: Query<'getNameSuggestions'>,
): Promise<readonly { readonly name: string; readonly registered: boolean }[]> {
  const { suggestions } = await context.http.request({
    method: 'GET',
    path: `/v1/profile/suggestions/${segment(query.name)}`,
    schema: nameSuggestionsSchema,
    signal: query.signal,
  })
  return suggestions
}

/** POST /v1/profile/account `{ coinType, address, signature, message }`. */
export function registerName(context: ApiContext, request: RegisterNameRequest): Promise<NameProfile> {
  const { signal, ...body } = request
  return context.http.request({ method: 'POST', path: '/v1/profile/account', body, schema: nameProfileSchema, signal })
}
