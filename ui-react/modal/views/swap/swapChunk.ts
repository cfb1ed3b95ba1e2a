/**
 * The lazy chunk of Swap: loaded only with `features.swaps` on, when the Swap view first opens
 * (`lazySwapView.tsx`). One module, so one chunk.
 */
export { SwapView } from './SwapView.js'
