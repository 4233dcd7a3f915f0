-- Sites: one deployment serves many white-label sites, each with its own settings and template.
create table sites (
  id serial primary key,
  key text not null unique,
  hosts text[] not null default '{}',
  is_default boolean not null default false,
  settings jsonb not null,
  template jsonb not null,
  created_at timestamptz not null default now()
);
create unique index sites_one_default on sites (is_default) where is_default;

-- Geographic regions per country; ids are stable per country and sent as countryregion.
create table regions (
  country text not null,
  id integer not null,
  -- ISO 3166-2 subdivision code, which offline geodata uses too.
  code text not null,
  name text not null,
  primary key (country, id)
);

create table profile_fields (
  site_id integer not null references sites (id) on delete cascade,
  name text not null,
  type text not null check (type in ('select', 'text')),
  allowed_values jsonb not null default '[]',
  visible boolean not null default true,
  searchable boolean not null default false,
  position integer not null default 0,
  primary key (site_id, name)
);

create table interests (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  name text not null,
  unique (site_id, name)
);

create table members (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  email text not null,
  -- Lower-cased and trimmed: one account per address per site, whatever the capitals.
  email_normalized text not null,
  password_hash text,
  status text not null default 'active' check (status in ('active', 'not_confirmed', 'deactivated', 'deleted')),
  paid_user boolean not null default false,
  mailprovider integer not null default 0,
  signup_date timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (site_id, email_normalized)
);

create table profiles (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  member_id integer unique references members (id) on delete set null,
  name text not null,
  gender text check (gender in ('male', 'female')),
  birthdate date,
  country text not null,
  region integer not null default 0,
  city text not null default '',
  language text not null default 'en',
  fields jsonb not null default '{}',
  personal boolean not null default false,
  last_signup_step boolean not null default false,
  fictional boolean not null default false,
  status text not null default 'active' check (status in ('active', 'deactivated', 'deleted')),
  main_image_id integer,
  last_active timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create table profile_images (
  id serial primary key,
  profile_id integer not null references profiles (id) on delete cascade,
  filename text not null,
  thumb_filename text not null,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index profile_images_profile on profile_images (profile_id, position);
alter table profiles add constraint profiles_main_image foreign key (main_image_id) references profile_images (id) on delete set null;

-- Server-side sessions. Only a hash of the cookie value is stored, so a database leak does not leak sessions.
create table sessions (
  id_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  site_id integer not null references sites (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text not null default '',
  ip text not null default ''
);
create index sessions_member on sessions (member_id);
create index sessions_expiry on sessions (expires_at);
