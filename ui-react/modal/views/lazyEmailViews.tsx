import type { ComponentType } from 'react'
import type { ViewProps } from '../ViewProps.js'
import type { ConnectMethodProps } from './ConnectMethodProps.js'
import type * as EmailChunkModule from './email/emailChunk.js'
import { fromLazyChunk } from './fromLazyChunk.js'

type EmailChunk = typeof EmailChunkModule

const loadEmailChunk = (): Promise<EmailChunk> => import('./email/emailChunk.js')

/** A component of the email chunk: the email login is optional, so its code loads only where it is enabled and shown. */
function fromEmailChunk<P extends object>(pick: (chunk: EmailChunk) => ComponentType<P>): ComponentType<P> {
  return fromLazyChunk(loadEmailChunk, pick)
}

/** The Connect view's email method. */
export const LazyEmailMethod = fromEmailChunk<ConnectMethodProps>((chunk) => chunk.EmailMethod)
export const LazyEmailVerifyOtpView = fromEmailChunk<ViewProps<'EmailVerifyOtp'>>((chunk) => chunk.EmailVerifyOtpView)
export const LazyEmailVerifyDeviceView = fromEmailChunk<ViewProps<'EmailVerifyDevice'>>((chunk) => chunk.EmailVerifyDeviceView)
export const LazyUpdateEmailWalletView = fromEmailChunk<ViewProps<'UpdateEmailWallet'>>((chunk) => chunk.UpdateEmailWalletView)
export const LazyUpdateEmailPrimaryOtpView = fromEmailChunk<ViewProps<'UpdateEmailPrimaryOtp'>>((chunk) => chunk.UpdateEmailPrimaryOtpView)
export const LazyUpdateEmailSecondaryOtpView = fromEmailChunk<ViewProps<'UpdateEmailSecondaryOtp'>>((chunk) => chunk.UpdateEmailSecondaryOtpView)
