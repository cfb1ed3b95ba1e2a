import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'

// Registering a name is a feature a connect never shows: its views are a chunk of their own, loaded on the first open.
const importViews = () => import('./RegisterAccountNameView.js')
type Chunk = Awaited<ReturnType<typeof importViews>>

/** RegisterAccountName, from its lazy chunk. */
export const LazyRegisterAccountNameView = fromLazyChunk<Chunk, ViewProps<'RegisterAccountName'>>(importViews, (chunk) => chunk.RegisterAccountNameView)
/** RegisterAccountNameSuccess, from the same chunk. */
export const LazyRegisterAccountNameSuccessView = fromLazyChunk<Chunk, ViewProps<'RegisterAccountNameSuccess'>>(importViews, (chunk) => chunk.RegisterAccountNameSuccessView)
