import type { Clock } from '../../../ports/Clock.js'
import { DEVICE_LINK_TTL_MS, OTP_MAX_ATTEMPTS, OTP_TTL_MS, RESULT_HANDLE_MAX_TTL_MS, SESSION_HANDLE_TTL_MS, SESSION_TTL_MS } from '../frameRules.js'
import { cryptoRandomness, randomOtp, randomToken, type Randomness } from '../Randomness.js'
import type {
  ActiveSession,
  DeviceLinkApproval,
  FrameStore,
  FrameUser,
  KeyBackup,
  OpenedSession,
  OtpCheck,
  OtpPurpose,
  OutboxMail,
  PendingEmailUpdate,
} from './FrameStore.js'
import { hashOtp, hashSecret } from './hashSecret.js'
import type { SqlClient, SqlQueries } from './SqlClient.js'

export interface SqlFrameStoreOptions {
  readonly client: SqlClient
  readonly clock: Pick<Clock, 'now'>
  readonly random?: Randomness
  /** Keys the code hashes; default: random per start (codes live 10 minutes, so a restart only voids pending codes). */
  readonly pepper?: Uint8Array
}

type Timestamp = Date | string
interface OtpRow {
  code_hash: string
  expires_at: Timestamp
  attempts: number
  used_at: Timestamp | null
}
interface OutboxRow {
  to_email: string
  kind: OutboxMail['kind']
  code: string | null
  link: string | null
  sent_at: Timestamp
}

/**
 * FrameStore over SQL (the schema of migrations/), on PGlite or PostgreSQL through SqlClient.
 * Time is the injected clock's, never the database's `now()`, so tests move it at will.
 * @example const store = new SqlFrameStore({ client: await PgliteSqlClient.open(), clock: { now: Date.now } })
 */
export class SqlFrameStore implements FrameStore {
  readonly #db: SqlClient
  readonly #clock: Pick<Clock, 'now'>
  readonly #random: Randomness
  readonly #pepper: Uint8Array

  constructor(options: SqlFrameStoreOptions) {
    this.#db = options.client
    this.#clock = options.clock
    this.#random = options.random ?? cryptoRandomness
    this.#pepper = options.pepper ?? this.#random.bytes(32)
  }

  async findUser(email: string): Promise<FrameUser | undefined> {
    return (await this.#db.query<FrameUser>('select id, email from users where email = $1', [email])).rows[0]
  }

  async ensureUser(email: string): Promise<FrameUser> {
    // The no-op update makes `returning` give the existing row when two first logins race.
    const { rows } = await this.#db.query<FrameUser>(
      'insert into users (email, data_key, created_at) values ($1, $2, $3) on conflict (email) do update set email = excluded.email returning id, email',
      [email, Buffer.from(this.#random.bytes(32)), this.#at()],
    )
    return single(rows)
  }

  async isKnownDevice(userId: string, deviceId: string): Promise<boolean> {
    return (await this.#db.query('select 1 from devices where user_id = $1 and device_id = $2', [userId, deviceId])).rows.length > 0
  }

  async rememberDevice(user: FrameUser, deviceId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.query('insert into devices (user_id, device_id, approved_at) values ($1, $2, $3) on conflict do nothing', [user.id, deviceId, this.#at()])
      await tx.query('update device_links set used_at = $3 where email = $1 and device_id = $2 and approved_at is not null and used_at is null', [
        user.email,
        deviceId,
        this.#at(),
      ])
    })
  }

  async issueOtp(email: string, purpose: OtpPurpose): Promise<string> {
    const code = randomOtp(this.#random)
    await this.#db.query(
      `insert into otps (email, purpose, code_hash, expires_at, attempts, used_at, created_at) values ($1, $2, $3, $4, 0, null, $5)
       on conflict (email, purpose) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0, used_at = null, created_at = excluded.created_at`,
      [email, purpose, this.#otpHash(email, purpose, code), this.#at(OTP_TTL_MS), this.#at()],
    )
    return code
  }

  checkOtp(parameters: { readonly email: string; readonly purpose: OtpPurpose; readonly code: string }): Promise<OtpCheck> {
    const { email, purpose, code } = parameters
    return this.#db.transaction(async (tx): Promise<OtpCheck> => {
      // `for update`: concurrent checks of one code queue up, so tries are counted exactly.
      const row = (await tx.query<OtpRow>('select code_hash, expires_at, attempts, used_at from otps where email = $1 and purpose = $2 for update', [email, purpose])).rows[0]
      if (!row) return { outcome: 'missing' }
      if (row.used_at !== null) return { outcome: 'used' }
      if (row.attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'locked' }
      if (millis(row.expires_at) <= this.#clock.now()) return { outcome: 'expired' }
      if (row.code_hash === this.#otpHash(email, purpose, code)) {
        await tx.query('update otps set used_at = $3 where email = $1 and purpose = $2', [email, purpose, this.#at()])
        return { outcome: 'ok' }
      }
      await tx.query('update otps set attempts = attempts + 1 where email = $1 and purpose = $2', [email, purpose])
      return { outcome: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts - 1 }
    })
  }

  async issueDeviceLink(email: string, deviceId: string): Promise<string> {
    const token = randomToken(this.#random)
    await this.#db.query('insert into device_links (token_hash, email, device_id, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
      hashSecret(token),
      email,
      deviceId,
      this.#at(DEVICE_LINK_TTL_MS),
      this.#at(),
    ])
    return token
  }

  approveDeviceLink(token: string): Promise<DeviceLinkApproval> {
    return this.#db.transaction(async (tx): Promise<DeviceLinkApproval> => {
      const row = (
        await tx.query<{ email: string; device_id: string; expires_at: Timestamp; approved_at: Timestamp | null }>(
          'select email, device_id, expires_at, approved_at from device_links where token_hash = $1 for update',
          [hashSecret(token)],
        )
      ).rows[0]
      if (!row) return { outcome: 'unknown' }
      if (row.approved_at !== null) return { outcome: 'used' }
      if (millis(row.expires_at) <= this.#clock.now()) return { outcome: 'expired' }
      await tx.query('update device_links set approved_at = $2 where token_hash = $1', [hashSecret(token), this.#at()])
      return { outcome: 'approved', email: row.email, deviceId: row.device_id }
    })
  }

  async isDeviceApproved(email: string, deviceId: string): Promise<boolean> {
    const { rows } = await this.#db.query(
      'select 1 from device_links where email = $1 and device_id = $2 and approved_at > $3 and used_at is null',
      [email, deviceId, this.#at(-DEVICE_LINK_TTL_MS)],
    )
    return rows.length > 0
  }

  openSession(user: FrameUser): Promise<OpenedSession> {
    return this.#db.transaction((tx) => this.#openSession(tx, user))
  }

  async findSession(sessionToken: string): Promise<ActiveSession | undefined> {
    const { rows } = await this.#db.query<{ session_id: string; id: string; email: string }>(
      `select s.id as session_id, u.id, u.email from sessions s join users u on u.id = s.user_id
       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
      [hashSecret(sessionToken), this.#at()],
    )
    const row = rows[0]
    return row && { sessionId: row.session_id, user: { id: row.id, email: row.email } }
  }

  resumeSession(handle: string): Promise<OpenedSession | undefined> {
    return this.#db.transaction(async (tx) => {
      // Marking the handle used in the same statement that finds it: a replayed handle matches no row.
      const { rows } = await tx.query<FrameUser>(
        `update session_handles h set used_at = $2 from sessions s join users u on u.id = s.user_id
         where h.handle_hash = $1 and h.session_id = s.id and h.used_at is null and h.revoked_at is null
           and h.expires_at > $2 and s.revoked_at is null
         returning u.id, u.email`,
        [hashSecret(handle), this.#at()],
      )
      const user = rows[0]
      return user && this.#openSession(tx, user)
    })
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, this.#at()])
      await tx.query('update session_handles set revoked_at = $2 where session_id = $1 and revoked_at is null', [sessionId, this.#at()])
    })
  }

  async dataKey(userId: string): Promise<Uint8Array> {
    const row = single((await this.#db.query<{ data_key: Uint8Array }>('select data_key from users where id = $1', [userId])).rows)
    return new Uint8Array(row.data_key)
  }

  async keyBackup(userId: string): Promise<KeyBackup | undefined> {
    return (await this.#db.query<KeyBackup>('select ciphertext, iv, address from key_backups where user_id = $1', [userId])).rows[0]
  }

  async saveKeyBackup(userId: string, backup: KeyBackup): Promise<boolean> {
    const { rows } = await this.#db.query(
      'insert into key_backups (user_id, ciphertext, iv, address, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing returning user_id',
      [userId, backup.ciphertext, backup.iv, backup.address, this.#at()],
    )
    return rows.length > 0
  }

  async startEmailUpdate(userId: string, newEmail: string): Promise<void> {
    await this.#db.query(
      `insert into email_updates (user_id, new_email, primary_verified_at, created_at) values ($1, $2, null, $3)
       on conflict (user_id) do update set new_email = excluded.new_email, primary_verified_at = null, created_at = excluded.created_at`,
      [userId, newEmail, this.#at()],
    )
  }

  async pendingEmailUpdate(userId: string): Promise<PendingEmailUpdate | undefined> {
    const { rows } = await this.#db.query<{ new_email: string; primary_verified_at: Timestamp | null }>(
      'select new_email, primary_verified_at from email_updates where user_id = $1',
      [userId],
    )
    const row = rows[0]
    return row && { newEmail: row.new_email, primaryVerified: row.primary_verified_at !== null }
  }

  async confirmPrimaryEmail(userId: string): Promise<void> {
    await this.#db.query('update email_updates set primary_verified_at = $2 where user_id = $1', [userId, this.#at()])
  }

  applyEmailUpdate(userId: string): Promise<FrameUser | 'taken' | undefined> {
    return this.#db.transaction(async (tx) => {
      const pending = (await tx.query<{ new_email: string }>('delete from email_updates where user_id = $1 and primary_verified_at is not null returning new_email', [userId])).rows[0]
      if (!pending) return undefined
      if ((await tx.query('select 1 from users where email = $1', [pending.new_email])).rows.length > 0) return 'taken'
      return single((await tx.query<FrameUser>('update users set email = $2 where id = $1 returning id, email', [userId, pending.new_email])).rows)
    })
  }

  async recordMail(mail: Omit<OutboxMail, 'sentAt'>): Promise<OutboxMail> {
    const { rows } = await this.#db.query<OutboxRow>(
      'insert into outbox (to_email, kind, code, link, sent_at) values ($1, $2, $3, $4, $5) returning to_email, kind, code, link, sent_at',
      [mail.to, mail.kind, mail.code ?? null, mail.link ?? null, this.#at()],
    )
    return outboxMail(single(rows))
  }

  async latestMails(email?: string): Promise<OutboxMail[]> {
    const { rows } = await this.#db.query<OutboxRow>(
      `select to_email, kind, code, link, sent_at from (
         select distinct on (to_email, kind) id, to_email, kind, code, link, sent_at from outbox
         where $1::text is null or to_email = $1 order by to_email, kind, id desc
       ) latest order by id desc`,
      [email ?? null],
    )
    return rows.map(outboxMail)
  }

  async issueResultHandle(parameters: { readonly purpose: string; readonly payload: unknown; readonly origin: string; readonly ttlMs?: number }): Promise<string> {
    const handle = randomToken(this.#random)
    const ttl = Math.min(parameters.ttlMs ?? RESULT_HANDLE_MAX_TTL_MS, RESULT_HANDLE_MAX_TTL_MS)
    await this.#db.query(
      'insert into result_handles (handle_hash, purpose, payload, origin, expires_at, created_at) values ($1, $2, $3::jsonb, $4, $5, $6)',
      [hashSecret(handle), parameters.purpose, JSON.stringify(parameters.payload ?? null), parameters.origin, this.#at(ttl), this.#at()],
    )
    return handle
  }

  async consumeResultHandle(parameters: { readonly handle: string; readonly purpose: string }): Promise<{ readonly payload: unknown; readonly origin: string } | undefined> {
    const { rows } = await this.#db.query<{ payload: unknown; origin: string }>(
      `update result_handles set used_at = $3 where handle_hash = $1 and purpose = $2 and used_at is null and expires_at > $3 returning payload, origin`,
      [hashSecret(parameters.handle), parameters.purpose, this.#at()],
    )
    return rows[0]
  }

  async #openSession(tx: SqlQueries, user: FrameUser): Promise<OpenedSession> {
    const sessionToken = randomToken(this.#random)
    const handle = randomToken(this.#random)
    const { id } = single(
      (await tx.query<{ id: string }>('insert into sessions (token_hash, user_id, expires_at, created_at) values ($1, $2, $3, $4) returning id', [
        hashSecret(sessionToken),
        user.id,
        this.#at(SESSION_TTL_MS),
        this.#at(),
      ])).rows,
    )
    await tx.query('insert into session_handles (handle_hash, session_id, expires_at) values ($1, $2, $3)', [hashSecret(handle), id, this.#at(SESSION_HANDLE_TTL_MS)])
    return { sessionToken, handle, user: { id: user.id, email: user.email } }
  }

  #otpHash(email: string, purpose: OtpPurpose, code: string): string {
    return hashOtp({ pepper: this.#pepper, email, purpose, code })
  }

  /** The clock's time plus `offsetMs`, as a timestamptz parameter. */
  #at(offsetMs = 0): string {
    return new Date(this.#clock.now() + offsetMs).toISOString()
  }
}

function millis(value: Timestamp): number {
  return new Date(value).getTime()
}

function single<T>(rows: readonly T[]): T {
  const row = rows[0]
  if (row === undefined) throw new Error('frame store: the statement returned no row')
  return row
}

function outboxMail(row: OutboxRow): OutboxMail {
  return {
    to: row.to_email,
    kind: row.kind,
    ...(row.code === null ? {} : { code: row.code }),
    ...(row.link === null ? {} : { link: row.link }),
    sentAt: new Date(row.sent_at).toISOString(),
  }
}
