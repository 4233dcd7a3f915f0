-- Which members have a live socket open, per API process (instance_id, made at each start). A process refreshes
-- seen_at every minute; rows of a process that stopped without cleaning up go stale and count for nothing.
-- A member with no fresh row is offline: a new message reaches them by web push instead.
create table live_presence (
  instance_id text not null,
  member_id integer not null references members (id) on delete cascade,
  sockets integer not null check (sockets > 0),
  seen_at timestamptz not null default now(),
  primary key (instance_id, member_id)
);
create index live_presence_member on live_presence (member_id, seen_at);
