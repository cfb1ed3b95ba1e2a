import type { RouteEntry, View } from '../../core/index.js'

/** What the router hands a view: its own history entry (stable until the view is left). */
export interface ViewProps<V extends View = View> {
  readonly entry: Extract<RouteEntry, { readonly view: V }>
}
