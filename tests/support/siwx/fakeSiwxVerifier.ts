import type { SiwxVerifier } from '../../../ports/SiwxVerifier.js'
import { FakeChainAdapter } from '../../../test-doubles/FakeChainAdapter.js'

/**
 * An eip155 verifier that accepts exactly the deterministic fake signatures of
 * `FakeChainAdapter` (not cryptography: for flow tests on the fake wallet).
 */
export function fakeSiwxVerifier(): SiwxVerifier {
  return {
    namespace: 'eip155',
    isAddress: () => true,
    verifySignature: async ({ message, signature, address }) =>
      signature === FakeChainAdapter.signatureFor(address, message) ? { valid: true } : { valid: false, reason: 'invalidSignature' },
  }
}
