export { startFrameBackend, FRAME_BACKEND_PORT, type FrameBackendOptions, type RunningFrameBackend } from './startFrameBackend.js'
export type { SmtpOptions } from './FrameMailer.js'
export type { Randomness } from './Randomness.js'
export type {
  FrameStore,
  FrameUser,
  OtpPurpose,
  OtpCheck,
  OpenedSession,
  ActiveSession,
  KeyBackup,
  PendingEmailUpdate,
  OutboxMail,
  MailKind,
  DeviceLinkApproval,
} from './store/FrameStore.js'
export { SqlFrameStore, type SqlFrameStoreOptions } from './store/SqlFrameStore.js'
export type { SqlClient, SqlQueries } from './store/SqlClient.js'
export { PgliteSqlClient } from './store/PgliteSqlClient.js'
export { PgPoolSqlClient } from './store/PgPoolSqlClient.js'
export { runMigrations, MIGRATIONS_DIR } from './store/runMigrations.js'
export { frameContentSecurityPolicy } from './http/frameSecurityHeaders.js'
export { framePageHtml, type FramePageConfig } from './framePageHtml.js'
