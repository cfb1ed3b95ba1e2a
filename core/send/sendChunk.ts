/**
 * The Send use cases' chunk (`core/useCases.ts` loads it on the first `prepareSend`,
 * `getSendMax` or `send`): a connect never runs them, so the connect's chunk does not carry them.
 */
export { prepareSend } from './prepareSend.js'
export { getSendMax } from './getSendMax.js'
export { sendTokens } from './sendTokens.js'
