import { HttpRequestError } from '../../core/errors/HttpRequestError.js'
import type { NameProfile } from '../../core/names/Profile.js'
import type { BlockchainApi, RegisterNameRequest } from '../../ports/BlockchainApi.js'
import { addressKey } from './addressKey.js'
import type { BlockchainApiSeed } from './BlockchainApiSeed.js'
import { memoryHttpError } from './memoryHttpError.js'

type Query<M extends keyof BlockchainApi> = Parameters<BlockchainApi[M]>[0]

const NAME_SUFFIX = '.reown.id'

/** The profile area in memory: names, reverse lookups, suggestions and registration (registering one really adds it). */
export class InMemoryProfileCalls {
  readonly #profiles: NameProfile[]

  constructor(seed: BlockchainApiSeed) {
    this.#profiles = [...(seed.profiles ?? [])]
  }

  lookupName(query: Query<'lookupName'>): NameProfile {
    const profile = this.#profileNamed(query.name)
    if (!profile) throw memoryHttpError(404, 'GET', `/v1/profile/account/${query.name}`, 'name not found')
    return profile
  }

  reverseLookup(query: Query<'reverseLookup'>): readonly NameProfile[] {
    const wanted = addressKey(query.address)
    return this.#profiles.filter((profile) =>
      Object.values(profile.addresses).some((entry) => addressKey(entry.address) === wanted),
    )
  }

  /** The name itself and two variants, each flagged `registered` from the profiles held. */
  getNameSuggestions(query: Query<'getNameSuggestions'>): readonly { readonly name: string; readonly registered: boolean }[] {
    const base = query.name.toLowerCase().replace(/\.reown\.id$/, '')
    return [base, `${base}1`, `${base}-wallet`].map((label) => {
      const name = `${label}${NAME_SUFFIX}`
      return { name, registered: this.#profileNamed(name) !== undefined }
    })
  }

  /**
   * Registers the name in the signed message (`{ name, attributes?, timestamp }`, name ending
   * in `.reown.id`); 409 if taken. `timestamp` is read as ms, or as seconds when below 1e12.
   */
  registerName(request: RegisterNameRequest): NameProfile {
    const { name, attributes, timestamp } = parseRegistration(request)
    if (this.#profileNamed(name)) throw memoryHttpError(409, 'POST', '/v1/profile/account', 'name already registered', { name })
    const at = new Date(timestamp < 1e12 ? timestamp * 1000 : timestamp).toISOString()
    const profile: NameProfile = {
      name,
      registered_at: at,
      addresses: { [String(request.coinType)]: { address: request.address, created: at } },
      attributes: attributes ? [attributes] : [],
    }
    this.#profiles.push(profile)
    return profile
  }

  addProfile(profile: NameProfile): void {
    this.#profiles.push(profile)
  }

  #profileNamed(name: string): NameProfile | undefined {
    const wanted = name.toLowerCase()
    return this.#profiles.find((profile) => profile.name.toLowerCase() === wanted)
  }
}

function parseRegistration(request: RegisterNameRequest): {
  readonly name: string
  readonly attributes: { readonly avatar?: string; readonly bio?: string } | undefined
  readonly timestamp: number
} {
  let parsed: unknown
  try {
    parsed = JSON.parse(request.message)
  } catch (cause) {
    throw new HttpRequestError({ url: 'memory://blockchain-api/v1/profile/account', method: 'POST', status: 400, cause })
  }
  const { name, attributes, timestamp } = (parsed ?? {}) as { name?: unknown; attributes?: unknown; timestamp?: unknown }
  if (typeof name !== 'string' || !name.endsWith(NAME_SUFFIX) || typeof timestamp !== 'number' || request.signature === '') {
    throw memoryHttpError(400, 'POST', '/v1/profile/account', 'invalid registration message', { message: request.message })
  }
  const validAttributes = typeof attributes === 'object' && attributes !== null ? (attributes as { avatar?: string; bio?: string }) : undefined
  return { name: name.toLowerCase(), attributes: validAttributes, timestamp }
}
