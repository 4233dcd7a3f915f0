-- Mail preferences (docs/product.md §2 /notifications). Mails about the member's own activity (messages, likes) are
-- on by default: they belong to the service the member signed up for. Newsletters are marketing, which under the GDPR
-- (and the ePrivacy rules) needs an opt-in, so they start off.
alter table members
  add column notify_messages boolean not null default true,
  add column notify_likes boolean not null default true,
  add column notify_newsletter boolean not null default false;

-- Notification mails already sent, the throttle's memory: one row per member, kind and subject (the conversation of a
-- new message, the liker's profile of a like).
create table notification_mails (
  member_id integer not null references members (id) on delete cascade,
  kind text not null check (kind in ('new_message', 'new_like')),
  subject_id integer not null,
  sent_at timestamptz not null default now(),
  primary key (member_id, kind, subject_id)
);

-- E-mail change links (docs/product.md §2 /mail-change/do): single use, expiring, only the token's hash stored; the
-- address they move the account to is kept with them.
create table mail_change_tokens (
  token_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index mail_change_tokens_member on mail_change_tokens (member_id, created_at);
