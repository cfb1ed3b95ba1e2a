import type { ChainNamespace } from '../../../core/index.js'

/** What each connect method of the Connect view receives: the namespace the list is narrowed to, if any. */
export interface ConnectMethodProps {
  readonly namespace?: ChainNamespace | undefined
}
