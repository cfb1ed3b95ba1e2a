-- The frame backend's schema. Plain PostgreSQL 15 (also run by PGlite): no extensions.
-- Every secret (OTP code, session token, handle, link token) is stored as a hash, never in clear;
-- only the demo outbox keeps what was mailed.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  -- 32 random bytes, made once: the frame encrypts the user's key under it.
  data_key bytea not null,
  created_at timestamptz not null
);

create table devices (
  user_id uuid not null references users (id) on delete cascade,
  device_id text not null,
  approved_at timestamptz not null,
  primary key (user_id, device_id)
);

-- One live code per address and purpose: issuing a new one replaces the row (and its attempts).
create table otps (
  email text not null,
  purpose text not null check (purpose in ('login', 'update_primary', 'update_secondary')),
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null,
  primary key (email, purpose)
);

-- approved_at: the emailed link was clicked (once); used_at: a login consumed that approval.
create table device_links (
  token_hash text primary key,
  email text not null,
  device_id text not null,
  expires_at timestamptz not null,
  approved_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null
);
create index device_links_email_device on device_links (email, device_id);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index sessions_user on sessions (user_id);

create table session_handles (
  handle_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index session_handles_session on session_handles (session_id);

-- Written once per user: a backup is never overwritten (a lost key would lose the funds).
create table key_backups (
  user_id uuid primary key references users (id) on delete cascade,
  ciphertext text not null,
  iv text not null,
  address text not null,
  created_at timestamptz not null
);

-- Short-lived single-use results (e.g. a social login's outcome handed back to the frame).
create table result_handles (
  handle_hash text primary key,
  purpose text not null,
  payload jsonb not null,
  origin text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);

create table email_updates (
  user_id uuid primary key references users (id) on delete cascade,
  new_email text not null,
  primary_verified_at timestamptz,
  created_at timestamptz not null
);

create table outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  kind text not null check (kind in ('otp', 'device')),
  code text,
  link text,
  sent_at timestamptz not null
);
create index outbox_to_kind on outbox (to_email, kind, id desc);
