/** The props of an analytics event: a tracked event, or an error report with its type, message and stack. */
export interface TelemetryProps {
  readonly type: 'track' | 'error'
  readonly event: string
  readonly properties?: Readonly<Record<string, unknown>>
  readonly errorType?: string
  readonly errorMessage?: string
  readonly stackTrace?: string
}

/** The body of the analytics call (POST /e). */
export interface TelemetryEvent {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props: TelemetryProps
}

/** Delivers analytics events. Deciding whether to send at all is the core's job. */
export interface Telemetry {
  send(event: TelemetryEvent): Promise<void>
}
