-- Where members reach each site; links in mail are built from it, never from a request's Host header.
alter table sites add column origin text;

-- A profile is public only once its member has confirmed the e-mail address: until then it is 'pending'.
alter table profiles drop constraint profiles_status_check;
alter table profiles add constraint profiles_status_check check (status in ('pending', 'active', 'deactivated', 'deleted'));
update profiles p set status = 'pending'
  from members m
 where m.id = p.member_id and m.status = 'not_confirmed' and p.status = 'active';

-- Members with a photo come first in search; the column keeps that order inside the search indexes.
alter table profiles add column has_photo boolean generated always as (main_image_id is not null) stored;
drop index profiles_search;
create index profiles_search on profiles (site_id, country, gender, has_photo desc, last_active desc, id desc)
  include (birthdate, region) where status = 'active';
drop index profiles_search_region;
create index profiles_search_region on profiles (site_id, country, gender, region, has_photo desc, last_active desc, id desc)
  include (birthdate) where status = 'active';

-- Blocking works both ways: "who blocked this profile" is looked up by the blocked profile.
create index blocks_profile on blocks (profile_id, member_id);

-- One recorded click per clicker (member or address), partner target and half hour; the rest are repeats. Clicks
-- recorded before this have no clicker and stay as they are.
alter table resell_clicks
  add column clicker text not null default '',
  add column click_window bigint not null default 0;
create unique index resell_clicks_once on resell_clicks (site_id, kind, target, clicker, click_window) where clicker <> '';

-- Failed logins per account (by address, known or not): after a few, each further guess has to wait longer.
create table login_throttle (
  site_id integer not null references sites (id) on delete cascade,
  email_normalized text not null,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now(),
  blocked_until timestamptz not null default now(),
  primary key (site_id, email_normalized)
);
create index login_throttle_age on login_throttle (last_failure_at);

-- Browsers a member has logged in from: they keep logging in while the account is throttled. Only hashes are stored.
create table known_devices (
  token_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index known_devices_member on known_devices (member_id);
