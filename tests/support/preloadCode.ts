// Unit-project setup: the code createWalletport and ViemChainAdapter load on first need is loaded
// before each file's tests, so they build on the spot, as a page's later instances do (state
// readable at once, invalid options thrown, connectors listed). Their loading itself is tested in
// composition/createWalletport.lazy.test.ts and adapters/evm/ViemChainAdapter.lazy.test.ts.
import { preloadViemChainAdapter } from '../../adapters/evm/ViemChainAdapter.js'
import { preloadWalletport } from '../../composition/createWalletport.js'

await Promise.all([preloadWalletport(), preloadViemChainAdapter()])
