-- Issue 36: anyone could lock an operator out by guessing, and an invitation could not be withdrawn.

-- Browsers an operator has signed in from (the console's own known-device cookie, `odid`, path /api/admin): they skip
-- the per-account wait that strangers' guesses set (docs/operators.md "Accounts and signing in"). Apart from members'
-- known_devices, so a member's cookie never counts in the console, nor an operator's on the site. Only hashes.
create table operator_known_devices (
  token_hash text primary key,
  operator_id integer not null references operators (id),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index operator_known_devices_operator on operator_known_devices (operator_id);

-- When the operator was last told by mail that their account is being guessed: once per burst, not per guess.
alter table operators add column sign_in_alert_at timestamptz;

-- A failed sign-in is done by nobody signed in: the entry names the account tried, the address and the browser.
alter table audit_log drop constraint audit_log_actor_check;
alter table audit_log
  add constraint audit_log_actor_check check (actor in ('operator', 'cli', 'system', 'member', 'anonymous'));

-- A withdrawn invitation leaves an operator disabled who never had a password or authenticator: only an active
-- operator must have both (an invited one gets them by accepting; a disabled one comes back by a new invitation).
alter table operators drop constraint operators_check;
alter table operators
  add constraint operators_credentials_check
  check (status <> 'active' or (password_hash is not null and totp_secret is not null));
