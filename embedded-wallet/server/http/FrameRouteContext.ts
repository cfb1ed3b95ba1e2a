import type { DeviceApprovalWaiters } from '../DeviceApprovalWaiters.js'
import type { FrameMailer } from '../FrameMailer.js'
import type { FrameStore } from '../store/FrameStore.js'

/** What the API's routes share. */
export interface FrameRouteContext {
  readonly store: FrameStore
  readonly mailer: FrameMailer
  readonly waiters: DeviceApprovalWaiters
  /** How long a device wait is held (DEVICE_WAIT_MS; shorter in tests). */
  readonly deviceWaitMs: number
  /** The server's own URL (no trailing slash), for the links it mails. */
  readonly baseUrl: () => string
}
