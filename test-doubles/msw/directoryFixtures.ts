import type { Wallet } from '../../core/connectors/Wallet.js'

const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * A dozen real wallets as the directory lists them (names, rdns, links and chains of the
 * public entries, in its ranking order). Image ids are local: the reference server and the
 * msw fakes serve a generated SVG for each (`demo/directory/images/<image_id>.svg`).
 */
export const DIRECTORY_WALLETS: readonly Wallet[] = [
  wallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask', 'io.metamask', 'https://metamask.io/', 'metamask://', 'https://metamask.app.link', ['eip155:56', ...EVM]),
  wallet('4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', 'Trust Wallet', 'com.trustwallet.app', 'https://trustwallet.com/', 'trust://', 'https://link.trustwallet.com', [...EVM, 'eip155:56', SOLANA]),
  wallet('fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', 'Coinbase Wallet', 'com.coinbase.wallet', 'https://www.coinbase.com/wallet', 'cbwallet://', 'https://go.cb-w.com', [...EVM, SOLANA]),
  wallet('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', 'Rainbow', 'me.rainbow', 'https://rainbow.me/', 'rainbow://', 'https://rnbwapp.com', EVM),
  wallet('a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', 'Phantom', 'app.phantom', 'https://phantom.app/', 'phantom://', 'https://phantom.app/ul', ['eip155:1', 'eip155:137', 'eip155:8453', SOLANA]),
  wallet('971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709', 'OKX Wallet', 'com.okex.wallet', 'https://www.okx.com/web3', 'okex://main', null, [...EVM, 'eip155:56', SOLANA]),
  wallet('ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', 'Zerion', 'io.zerion.wallet', 'https://zerion.io/', 'zerion://', 'https://wallet.zerion.io', EVM),
  wallet('c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a', 'Uniswap Wallet', 'org.uniswap.app', 'https://wallet.uniswap.org/', 'uniswap://', 'https://uniswap.org/app', EVM),
  wallet('38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662', 'Bitget Wallet', 'com.bitget.web3', 'https://web3.bitget.com/', 'bitkeep://', 'https://bkcode.vip', [...EVM, 'eip155:56', SOLANA]),
  wallet('19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', 'Ledger Live', null, 'https://www.ledger.com/ledger-live', 'ledgerlive:', null, ['eip155:1', 'eip155:137']),
  wallet('18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1', 'Rabby Wallet', 'io.rabby', 'https://rabby.io/', null, null, EVM),
  wallet('e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4', 'Exodus', 'com.exodus.web3', 'https://www.exodus.com/', 'exodus://', 'https://exodus.com/m', ['eip155:1', 'eip155:137', SOLANA]),
].map((entry, index) => ({ ...entry, order: index + 1 }))

/** The brand colour behind each image id of DIRECTORY_WALLETS (the generated images use it). */
export const DIRECTORY_IMAGE_COLOURS: Readonly<Record<string, string>> = {
  'metamask-icon': '#f6851b',
  'trust-wallet-icon': '#0500ff',
  'coinbase-wallet-icon': '#0052ff',
  'rainbow-icon': '#001e59',
  'phantom-icon': '#ab9ff2',
  'okx-wallet-icon': '#000000',
  'zerion-icon': '#2962ef',
  'uniswap-wallet-icon': '#ff007a',
  'bitget-wallet-icon': '#00f0ff',
  'ledger-live-icon': '#1c1d1f',
  'rabby-wallet-icon': '#7084ff',
  'exodus-icon': '#1f2033',
}

/**
 * `count` synthetic wallets after the real ones, for paging tests (130 gives 4 pages of 40).
 * Every third supports Solana only, so the chains filter has something to drop.
 */
export function manyWallets(count: number): readonly Wallet[] {
  const synthetic = Array.from({ length: Math.max(0, count - DIRECTORY_WALLETS.length) }, (_, index): Wallet => {
    const number = String(index + 1).padStart(3, '0')
    return {
      id: `synthetic-wallet-${number}`,
      name: `Test Wallet ${number}`,
      image_id: `synthetic-wallet-${number}-icon`,
      homepage: `https://wallet-${number}.example`,
      chains: index % 3 === 2 ? [SOLANA] : ['eip155:1'],
      order: DIRECTORY_WALLETS.length + index + 1,
      badge_type: 'none',
      mobile_link: null,
      supports_wc: true,
    }
  })
  return [...DIRECTORY_WALLETS, ...synthetic].slice(0, count)
}

function wallet(
  id: string,
  name: string,
  rdns: string | null,
  homepage: string,
  mobileLink: string | null,
  universalLink: string | null,
  chains: readonly string[],
): Wallet {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    id,
    name,
    rdns,
    image_id: `${slug}-icon`,
    homepage,
    chains,
    badge_type: 'certified',
    mobile_link: mobileLink,
    desktop_link: null,
    webapp_link: universalLink,
    app_store: null,
    play_store: null,
    chrome_store: null,
    injected: rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null,
    supports_wc: true,
  }
}
