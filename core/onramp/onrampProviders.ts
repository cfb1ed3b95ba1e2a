import { ONRAMP_PROVIDERS } from './onrampDefaults.js'
import { parseOnrampProviders } from './parseOnrampProviders.js'
import type { OnrampProvider } from './OnrampState.js'

/** The reference server's two providers (`npm start`, scripts/referenceServer/onrampRoutes.ts). */
export const LOCAL_ONRAMP_PROVIDERS = [
  { name: 'local-card', label: 'Local Card', feeRange: '1%' },
  { name: 'local-bank', label: 'Local Bank', feeRange: '2%' },
] as const

const KNOWN: readonly OnrampProvider[] = [...ONRAMP_PROVIDERS, ...LOCAL_ONRAMP_PROVIDERS]

/**
 * The providers offered: the service's list when it gives one (an array of strings, otherwise
 * none: `parseOnrampProviders`), else Coinbase and Meld. Known names get their label and fee.
 * @example onrampProvidersOf(['local-card']) // [{ name: 'local-card', label: 'Local Card', feeRange: '1%' }]
 */
export function onrampProvidersOf(listed: unknown): OnrampProvider[] {
  const names = listed === undefined ? ONRAMP_PROVIDERS.map((provider) => provider.name) : parseOnrampProviders(listed)
  return names.map((name) => KNOWN.find((provider) => provider.name === name) ?? { name, label: name, feeRange: undefined })
}
