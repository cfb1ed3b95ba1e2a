// Unit-project setup: the instance's code loaded before each file's tests, so `createWalletport`
// builds its instance on the spot, as a page's later instances are (its state readable at once,
// invalid options thrown). The facade's own loading is tested in core/Walletport.test.ts and
// composition/createWalletport.lazy.test.ts.
import { preloadWalletport } from '../../composition/createWalletport.js'

await preloadWalletport()
