import type { ViewProps } from '../ViewProps.js'
import type { ConnectMethodProps } from './ConnectMethodProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'

const loadSocialChunk = () => import('./social/socialChunk.js')

/** The Connect view's social method: its code loads only where socials are enabled and shown. */
export const LazySocialMethod = fromLazyChunk<Awaited<ReturnType<typeof loadSocialChunk>>, ConnectMethodProps>(loadSocialChunk, (chunk) => chunk.SocialMethod)
export const LazyConnectingSocialView = fromLazyChunk<Awaited<ReturnType<typeof loadSocialChunk>>, ViewProps<'ConnectingSocial'>>(loadSocialChunk, (chunk) => chunk.ConnectingSocialView)
