import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'

const loadFarcasterChunk = () => import('./farcaster/farcasterChunk.js')

/** ConnectingFarcaster: its code (and the QR encoder) loads only when the view opens. */
export const LazyConnectingFarcasterView = fromLazyChunk<Awaited<ReturnType<typeof loadFarcasterChunk>>, ViewProps<'ConnectingFarcaster'>>(loadFarcasterChunk, (chunk) => chunk.ConnectingFarcasterView)
