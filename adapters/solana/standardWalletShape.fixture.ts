// A Wallet Standard wallet's shape for the discovery tests: plain data and inert features,
// with one field at a time made wrong. It signs nothing; the working test wallet arrives with
// the Solana adapter's connect and send.

/** A well-formed Solana address (the system program's) and a 32-byte public key. */
export const SHAPE_ADDRESS = '11111111111111111111111111111111'
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** What to change in the default shape; `false` leaves a feature out. */
export interface StandardWalletShapeChanges {
  readonly version?: string
  readonly name?: string
  readonly icon?: string
  readonly chains?: readonly string[]
  readonly address?: string
  readonly publicKey?: Uint8Array
  readonly connect?: false | 'broken'
  readonly events?: false
  readonly signTransaction?: boolean
  readonly signAndSendTransaction?: boolean
}

/** A wallet object with the given changes; every feature method is a no-op. */
export function standardWalletShape(changes: StandardWalletShapeChanges = {}) {
  const noop = () => Promise.resolve({})
  const features: Record<string, object> = {}
  if (changes.connect !== false) features['standard:connect'] = changes.connect === 'broken' ? { version: '1.0.0' } : { version: '1.0.0', connect: noop }
  if (changes.events !== false) features['standard:events'] = { version: '1.0.0', on: () => () => undefined }
  if (changes.signTransaction ?? true) features['solana:signTransaction'] = { version: '1.0.0', signTransaction: noop }
  if (changes.signAndSendTransaction) features['solana:signAndSendTransaction'] = { version: '1.0.0', signAndSendTransaction: noop }
  const chains = changes.chains ?? ['solana:mainnet', 'solana:devnet']
  return {
    version: changes.version ?? '1.0.0',
    name: changes.name ?? 'Shape Wallet',
    icon: changes.icon ?? ICON,
    chains,
    features,
    accounts: [{ address: changes.address ?? SHAPE_ADDRESS, publicKey: changes.publicKey ?? new Uint8Array(32), chains, features: Object.keys(features) }],
  }
}
