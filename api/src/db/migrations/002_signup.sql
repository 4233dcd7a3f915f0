-- Secrets the server makes once and keeps: token signing key, VAPID keys.
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

alter table members
  add column signup_nonce text,
  add column tracking jsonb not null default '{}',
  add column timezone text not null default '',
  add column language text not null default 'en',
  add column form_path text not null default '',
  add column referrer text not null default '',
  add column signup_ip text not null default '',
  add column came_for_profile_id integer references profiles (id) on delete set null,
  add column activated_at timestamptz;

-- Outgoing mail: the record of what was sent and whether it was delivered (SMTP accepted it, or the local outbox
-- took it when no SMTP server is configured).
create table mail_messages (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  member_id integer references members (id) on delete cascade,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  status text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
  transport text not null default '',
  error text not null default '',
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index mail_messages_member on mail_messages (member_id, kind, created_at desc);

-- Double opt-in links; only a hash of the token is stored.
create table activation_tokens (
  token_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table push_subscriptions (
  id serial primary key,
  member_id integer not null references members (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_member on push_subscriptions (member_id);
