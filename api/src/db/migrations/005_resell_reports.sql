-- Clicks on live-cam and advert cards, for the partner statements.
create table resell_clicks (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  member_id integer references members (id) on delete set null,
  kind text not null check (kind in ('cam', 'advert')),
  target text not null,
  created_at timestamptz not null default now()
);

create table reports (
  id serial primary key,
  member_id integer not null references members (id) on delete cascade,
  profile_id integer not null references profiles (id) on delete cascade,
  reason text not null,
  message text not null default '',
  created_at timestamptz not null default now()
);
create index reports_profile on reports (profile_id, created_at desc);
