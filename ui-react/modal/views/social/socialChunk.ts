/**
 * The lazy chunk of the social login: loaded only when the Connect view shows the social
 * method (socials on) or ConnectingSocial opens (`lazySocialViews.tsx`). One module, so one chunk.
 */
export { SocialMethod } from './SocialMethod.js'
export { ConnectingSocialView } from './ConnectingSocialView.js'
