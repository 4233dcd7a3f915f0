-- Member search: active profiles by site, country and gender, most recently active first; age and region are read
-- from the index too, so a results page is an index-only walk.
create index profiles_search on profiles (site_id, country, gender, last_active desc, id desc)
  include (birthdate, region) where status = 'active';

create table likes (
  member_id integer not null references members (id) on delete cascade,
  profile_id integer not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Whether the liked member has seen this like (docs/product.md §3 like_new is its negation).
  seen boolean not null default false,
  primary key (member_id, profile_id)
);
create index likes_profile on likes (profile_id, seen, created_at desc);

create table blocks (
  member_id integer not null references members (id) on delete cascade,
  profile_id integer not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, profile_id)
);

create table saved_searches (
  member_id integer primary key references members (id) on delete cascade,
  filters jsonb not null,
  updated_at timestamptz not null default now()
);
