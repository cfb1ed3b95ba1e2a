/** Names of the tracking events with a defined payload ({ provider }, { network }), plus the start-up event. */
export const TRACKING_EVENTS = {
  SOCIAL_LOGIN_SUCCESS: 'SOCIAL_LOGIN_SUCCESS',
  SWITCH_NETWORK: 'SWITCH_NETWORK',
  /** Sent once when an instance starts, and only when analytics are on. */
  INITIALIZE: 'INITIALIZE',
} as const

/** The properties each known tracking event must carry. */
export interface TrackingEventProperties {
  readonly SOCIAL_LOGIN_SUCCESS: { readonly provider: string }
  readonly SWITCH_NETWORK: { readonly network: string }
}

/** Free-form properties of any other event. */
export type EventProperties = Readonly<Record<string, unknown>>

/**
 * The arguments after the event name: required and typed for a known event,
 * optional and free-form for any other: `track('SWITCH_NETWORK', { network })`.
 */
export type TrackArguments<Event extends string> = Event extends keyof TrackingEventProperties
  ? [properties: TrackingEventProperties[Event]]
  : [properties?: EventProperties]
