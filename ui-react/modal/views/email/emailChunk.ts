/**
 * The lazy chunk of the email login and email update: loaded only when the Connect view shows
 * the email method or an email view opens (`lazyEmailViews.tsx`). One module, so one chunk.
 */
export { EmailMethod } from './EmailMethod.js'
export { EmailVerifyOtpView } from './EmailVerifyOtpView.js'
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView.js'
export { UpdateEmailWalletView } from './UpdateEmailWalletView.js'
export { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpViews.js'
