-- The operator console (docs/operators.md): operators are not members. Their own accounts (password and TOTP), their
-- own sessions, invitations, and an audit log of everything they do that nothing in the application can change.

create table operators (
  id serial primary key,
  email text not null,
  -- Lower-cased and trimmed: one operator per address, on every site.
  email_normalized text not null unique,
  name text not null default '',
  role text not null check (role in ('owner', 'admin', 'moderator', 'analyst')),
  -- invited: has an open invitation and no password or TOTP yet; disabled: can no longer sign in (never deleted: the
  -- audit log names them).
  status text not null default 'invited' check (status in ('invited', 'active', 'disabled')),
  password_hash text,
  -- Base32 TOTP secret (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads).
  totp_secret text,
  -- The last time step a code was accepted for: a code is good once (RFC 6238 §5.2).
  totp_last_step bigint not null default 0,
  -- The console's language: en or nl.
  locale text not null default 'en' check (locale in ('en', 'nl')),
  created_by integer references operators (id),
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  check (status = 'invited' or (password_hash is not null and totp_secret is not null))
);

-- Server-side sessions of the console (cookie `osid`, path /api/admin); only the hash of the cookie value is kept.
create table operator_sessions (
  id_hash text primary key,
  operator_id integer not null references operators (id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- The idle limit moves with use; the absolute limit does not.
  expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  ip text not null default '',
  user_agent text not null default ''
);
create index operator_sessions_operator on operator_sessions (operator_id);
create index operator_sessions_expiry on operator_sessions (expires_at);

-- Invitations: a link to set the password and the authenticator; single use; a newer one ends the older ones.
create table operator_invites (
  token_hash text primary key,
  operator_id integer not null references operators (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index operator_invites_operator on operator_invites (operator_id);

-- Failed sign-ins per address typed (existing or not, so answers reveal nothing): the same waits as members' logins.
create table operator_login_throttle (
  email_normalized text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now(),
  blocked_until timestamptz not null default now()
);

-- Every operator action: who (an operator, the command line, or the system for automated decisions), what, on which
-- object, before and after, when and from where. Appended in the same transaction as the action itself.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null check (actor in ('operator', 'cli', 'system')),
  operator_id integer references operators (id),
  action text not null,
  object_type text not null,
  object_id text not null default '',
  site_id integer references sites (id),
  before jsonb,
  after jsonb,
  reason text not null default '',
  ip text not null default '',
  user_agent text not null default '',
  check ((actor = 'operator') = (operator_id is not null))
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_operator on audit_log (operator_id, at desc);
create index audit_log_object on audit_log (object_type, object_id, at desc);
create index audit_log_action on audit_log (action, at desc);

-- Append-only: no statement of the application can change or remove an entry (a database owner still can, on
-- purpose, outside it).
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
