/** A wallet the connect list recognises, whichever way it is discovered, by its wallet-directory (explorer) id. */
export interface KnownWallet {
  readonly name: string
  /** The wallet's id in the wallet directory. */
  readonly explorerId: string
  /** EIP-6963 reverse-DNS names it announces itself with. */
  readonly rdns?: readonly string[]
  /** Connector ids that stand for it (the Coinbase SDK, the Safe app, the Ledger connector). */
  readonly connectorIds?: readonly string[]
}

/** The spec's connector image and explorer id map (SPEC, lists): one entry per wallet. */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  { name: 'Coinbase Wallet', explorerId: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', rdns: ['com.coinbase.wallet'], connectorIds: ['coinbaseWallet', 'coinbaseWalletSDK'] },
  { name: 'Safe', explorerId: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f', connectorIds: ['safe'] },
  { name: 'Ledger', explorerId: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', connectorIds: ['ledger'] },
  { name: 'OKX Wallet', explorerId: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709', rdns: ['com.okex.wallet'] },
  { name: 'MetaMask', explorerId: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', rdns: ['io.metamask', 'io.metamask.flask'] },
  { name: 'Trust Wallet', explorerId: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', rdns: ['com.trustwallet.app'] },
  { name: 'Solflare', explorerId: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79' },
  { name: 'Phantom', explorerId: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', rdns: ['app.phantom'] },
  { name: 'Coin98', explorerId: '2a3c89040ac3b723a1972a33a125b1db11e258a6975d3a61252cd64e6ea5ea01' },
  { name: 'Magic Eden', explorerId: '8b830a2b724a9c3fbab63af6f55ed29c9dfa8a55e732dc88c80a196a2ba136c6', rdns: ['io.magiceden.wallet'] },
  { name: 'Backpack', explorerId: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0', rdns: ['app.backpack'] },
  { name: 'Bitget Wallet', explorerId: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662', rdns: ['com.bitget.web3'] },
  { name: 'Frontier', explorerId: '85db431492aa2e8672e93f4ea7acf10c88b97b867b0d373107af63dc4880f041' },
  { name: 'Xverse', explorerId: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b' },
  { name: 'Leather', explorerId: '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13' },
]

/** The name without its 'Wallet' suffix and case: 'Trust Wallet', 'trust' and 'Trust' match. */
const bareName = (name: string) => name.trim().toLowerCase().replace(/\s+wallet$/, '')

/**
 * The known wallet a connector stands for: by its explorer id or connector id, its EIP-6963
 * rdns, or its case-insensitive name (Wallet Standard wallets have only a name).
 */
export function knownWalletOf(connector: {
  readonly id: string
  readonly name: string
  readonly explorerId?: string | undefined
  readonly info?: { readonly rdns?: string | undefined } | undefined
}): KnownWallet | undefined {
  const rdns = connector.info?.rdns
  return (
    KNOWN_WALLETS.find((known) => known.explorerId === (connector.explorerId ?? connector.id) || known.connectorIds?.includes(connector.id)) ??
    (rdns ? KNOWN_WALLETS.find((known) => known.rdns?.includes(rdns)) : undefined) ??
    KNOWN_WALLETS.find((known) => bareName(known.name) === bareName(connector.name))
  )
}

/** The directory id a connector shows: its own explorer id, else its known wallet's. */
export function directoryIdOf(connector: Parameters<typeof knownWalletOf>[0]): string | undefined {
  return connector.explorerId ?? knownWalletOf(connector)?.explorerId
}
