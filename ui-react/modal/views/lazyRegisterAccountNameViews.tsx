import { fromLazyChunk } from './fromLazyChunk.js'

// Registering a name is a feature a connect never shows: its views are a chunk of their own, loaded on the first open.
const importViews = () => import('./RegisterAccountNameView.js')

/** RegisterAccountName, from its lazy chunk. */
export const LazyRegisterAccountNameView = fromLazyChunk(importViews, (chunk) => chunk.RegisterAccountNameView)
/** RegisterAccountNameSuccess, from the same chunk. */
export const LazyRegisterAccountNameSuccessView = fromLazyChunk(importViews, (chunk) => chunk.RegisterAccountNameSuccessView)
