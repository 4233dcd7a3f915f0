-- Chat (docs/product.md §2 /chats, §7 chats.php, chat.php) and message credits.
-- A conversation is between two profiles (a demo or fictional profile has no member), stored once per pair with the
-- lower profile id first. Each message takes the conversation's next sequence number under the conversation's row
-- lock, so numbers have no gaps and a client can tell what it missed.
create table conversations (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  profile_low integer not null references profiles (id) on delete cascade,
  profile_high integer not null references profiles (id) on delete cascade,
  last_seq integer not null default 0,
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  check (profile_low < profile_high),
  unique (profile_low, profile_high)
);

-- Each side's own view: how far it has read, and whether it removed the chat from its list (a newer message brings
-- it back: the chat is listed while hidden_seq is null or below last_seq).
create table conversation_sides (
  conversation_id integer not null references conversations (id) on delete cascade,
  profile_id integer not null references profiles (id) on delete cascade,
  read_seq integer not null default 0,
  hidden_seq integer,
  primary key (conversation_id, profile_id)
);
create index conversation_sides_profile on conversation_sides (profile_id);

-- client_id is made by the sender's browser per message: sending it again stores and charges nothing new.
create table messages (
  id bigserial primary key,
  conversation_id integer not null references conversations (id) on delete cascade,
  seq integer not null,
  sender_profile_id integer not null references profiles (id) on delete cascade,
  client_id uuid not null,
  text text not null check (char_length(text) between 1 and 2000),
  credits_spent integer not null default 0 check (credits_spent >= 0),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (conversation_id, seq),
  unique (sender_profile_id, client_id)
);

-- Credits: an append-only ledger, and the balance it sums to on the member's row, changed in the same transaction.
-- The check keeps the balance from ever going below zero, whatever runs at once.
alter table members
  add column credits integer not null default 0 check (credits >= 0),
  add column premium_until timestamptz;

create table credit_ledger (
  id bigserial primary key,
  member_id integer not null references members (id) on delete cascade,
  kind text not null check (kind in ('grant', 'purchase', 'message', 'refund', 'adjustment')),
  amount integer not null,
  message_id bigint unique references messages (id) on delete set null,
  created_at timestamptz not null default now()
);
create index credit_ledger_member on credit_ledger (member_id, created_at);
