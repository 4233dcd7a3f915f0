-- Mail goes through a durable outbox: MailService.send records a message (status 'queued') and returns; a worker
-- claims due messages, sends them and records the outcome. A process that dies mid-send leaves its claim to expire,
-- and the message is sent again.
--   next_attempt_at  when the message is due; a claim sets it to the claim's expiry, so a claim by a dead worker
--                    ends by itself, and a failed attempt sets it to the retry time (exponential backoff)
--   attempts         attempts started so far; also the claim's token: only the worker holding the latest claim
--                    may record the outcome
--   claimed_by       the worker (process) holding the claim, for diagnosis and for releasing a dead process's
--                    claims at start where only one process can run
--   message_id       the Message-ID header, the same on every attempt, so a copy sent again after a crash between
--                    "SMTP accepted" and "marked delivered" can be recognised as the same message
alter table mail_messages
  add column from_address text not null default '',
  add column message_id text,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column claimed_by text,
  add column last_attempt_at timestamptz;

-- Messages recorded before the outbox: the sender was not stored, so take the site's; the ones still queued (left
-- behind by a process that died while sending) are sent now.
update mail_messages m
   set from_address = coalesce(s.settings ->> 'name', '') || ' <' || coalesce(s.settings ->> 'email', '') || '>',
       message_id = '<' || gen_random_uuid() || '@' || coalesce(nullif(split_part(s.settings ->> 'email', '@', 2), ''), 'localhost') || '>'
  from sites s
 where s.id = m.site_id;

alter table mail_messages alter column message_id set not null;
create unique index mail_messages_message_id on mail_messages (message_id);
-- The worker's claim query: due messages, oldest due first.
create index mail_messages_due on mail_messages (next_attempt_at) where status = 'queued';
