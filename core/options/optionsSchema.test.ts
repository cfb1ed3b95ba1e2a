import { describe, expect, it } from 'vitest'
import { mainnet } from '../network/presets.js'
import { networkSchema } from '../network/networkSchema.js'
import { optionsSchema } from './optionsSchema.js'

const issuesOf = (input: unknown) => {
  const result = optionsSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}
const at = (path: string, message = 'Invalid input') => ({ path, message })

// Each expectation is what the zod/mini schema these validators replaced reported for the same
// input (paths, messages, order, repeats): the options contract did not change with them.
describe('optionsSchema: the issues of the former zod/mini schema', () => {
  it.each([
    ['networks not a list, but with a length', { networks: '' }, [at('networks'), at('networks', 'at least one network is required')]],
    [
      'a network with an empty name and a mismatching caipNetworkId',
      { networks: [{ ...mainnet, name: '', caipNetworkId: 'eip155:2' }] },
      [at('networks.0.name'), at('networks.0.caipNetworkId', 'caipNetworkId must be `{chainNamespace}:{id}`')],
    ],
    ['an empty network id', { networks: [{ ...mainnet, id: '', caipNetworkId: 'eip155:' }] }, [at('networks.0.id')]],
    [
      'decimals beyond the safe integers (and above 36)',
      { networks: [{ ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: 2 ** 60 } }] },
      [at('networks.0.nativeCurrency.decimals'), at('networks.0.nativeCurrency.decimals')],
    ],
    ['decimals not an integer', { networks: [{ ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: 1.5 } }] }, [at('networks.0.nativeCurrency.decimals')]],
    [
      'RPC URLs: unparsable, not a string (any scheme, trimmed, is fine)',
      { networks: [{ ...mainnet, rpcUrls: { default: { http: ['not a url', 5, 'ftp://x', ' https://a.b '] } } }] },
      [at('networks.0.rpcUrls.default.http.0'), at('networks.0.rpcUrls.default.http.1')],
    ],
    [
      'http(s) URLs: written with ://, and no other scheme',
      { networks: [mainnet], termsConditionsUrl: 'http:example.com', privacyPolicyUrl: 'ws://x', apiUrls: { directory: 'https:/x' } },
      [at('termsConditionsUrl'), at('privacyPolicyUrl'), at('apiUrls.directory')],
    ],
    ['projectId: a list is not a string, and an empty one is too short', { networks: [mainnet], projectId: [] }, [at('projectId'), at('projectId')]],
    ['duplicate socials: the list branch of the union reports', { networks: [mainnet], features: { socials: ['google', 'google'] } }, [at('features.socials', 'must not contain duplicates')]],
    ['an unknown social: the union reports', { networks: [mainnet], features: { socials: ['google', 'myspace'], swaps: 'yes' } }, [at('features.socials'), at('features.swaps')]],
    [
      'theme variables: a bad name (generic message) and a bad value at their keys',
      { networks: [mainnet], themeVariables: { color: 'red', '--wp-a': Number.NaN, '--wp-b': 2 } },
      [at('themeVariables.color'), at('themeVariables.--wp-a')],
    ],
    ['records refuse class instances', { networks: [mainnet], messages: new Date(0) }, [at('messages')]],
    ['unknown keys are reported after the known ones', { networks: [mainnet], unknown: 1, themeMode: 'blue' }, [at('themeMode'), at('')]],
    [
      'nested objects are strict too',
      { networks: [mainnet], metadata: { name: 'n', description: 'd', url: 'https://a.b', icons: [], extra: 1 }, customWallets: [{ id: 'w', name: '', mobile_link: 3 }] },
      [at('metadata'), at('customWallets.0.name'), at('customWallets.0.mobile_link')],
    ],
  ])('behavior: %s', (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected)
  })

  it('parameters: every optional field set to a valid value passes', () => {
    const siwx = { createMessage: () => 1, addSession: () => 1, revokeSession: () => 1, setSessions: () => 1, getSessions: () => 1 }
    expect(
      issuesOf({
        projectId: 'p',
        metadata: { name: 'n', description: 'd', url: 'https://a.b', icons: ['i'] },
        networks: [mainnet],
        defaultNetwork: mainnet,
        themeMode: 'light',
        themeVariables: { '--wp-accent': '#f00', '--wp-radius': 2 },
        locale: 'de-AT',
        messages: { 'connectButton.label': 'Go' },
        featuredWalletIds: ['a'],
        includeWalletIds: ['b'],
        excludeWalletIds: ['c'],
        customWallets: [{ id: 'w', name: 'W', homepage: 'https://w.io', mobile_link: null, rdns: 'io.w' }],
        connectorTypeOrder: ['injected'],
        allWallets: 'HIDE',
        features: { socials: false, connectMethodsOrder: ['email', 'wallet'], walletFeaturesOrder: ['send'], analytics: true },
        remoteFeatures: { socials: ['google', 'google'], activity: false },
        siwx,
        termsConditionsUrl: 'https://t.c',
        logLevel: 'trace',
        apiUrls: { blockchainApi: 'https://b', directory: 'https://d', analytics: 'http://127.0.0.1:1' },
      }),
    ).toEqual([])
  })

  it('parameters: networkSchema accepts extra network fields and returns the network as given', () => {
    const network = { ...mainnet, contracts: { multicall3: {} } }
    expect(networkSchema.safeParse(network)).toEqual({ success: true, data: network })
  })
})
