// The unit tests build ViemChainAdapter with its code already loaded (sync mode: the
// implementation is built at construction, as on any page after the first instance's load).
// adapters/evm/ViemChainAdapter.lazy.test.ts starts a fresh module graph to test the load itself.
import { preloadViemChainAdapter } from '../../adapters/evm/index.js'

await preloadViemChainAdapter()
