// The README's headless quick start, run against the built package in plain
// Node (no DOM). `npm test` runs it after the build; a `window` access fails it.
Object.defineProperty(globalThis, 'window', {
  configurable: true,
  get() {
    throw new Error('walletport touched `window` in Node')
  },
})

const { createWalletport } = await import('walletport')
const { mainnet, polygon } = await import('walletport/networks')
const { FakeChainAdapter, InMemoryStorage } = await import('walletport/testing')

// --- quick start (README) ---
const wallet = new FakeChainAdapter({ knownChainIds: [1, 137] }) // any ChainAdapter: viem, WalletConnect, yours
const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [wallet], storage: new InMemoryStorage() })

walletport.watchAccount((account) => console.log('account:', account.status, account.address ?? ''))
await walletport.connect({ connectorId: wallet.getConnectors()[0].id })
await walletport.switchNetwork(polygon)
console.log('network:', walletport.getNetwork().caipNetwork?.name)
await walletport.disconnect()
// --- end of quick start ---

const account = walletport.getAccount()
if (account.status !== 'disconnected' || walletport.getNetwork().caipNetwork?.caipNetworkId !== 'eip155:137') {
  console.error('quick start ended in an unexpected state')
  process.exit(1)
}
walletport.destroy()
console.log('quickstart: ok (plain Node, no window)')
