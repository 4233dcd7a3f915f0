-- A region search walks its own index instead of filtering the whole country.
create index profiles_search_region on profiles (site_id, country, gender, region, last_active desc, id desc)
  include (birthdate) where status = 'active';

-- Result counts per site, country, gender, region and birth year, refreshed in the background: the "N results" of a
-- search becomes a sum over a few dozen rows instead of a scan.
create table search_counts (
  site_id integer not null,
  country text not null,
  gender text not null,
  region integer not null,
  birth_year integer not null,
  n integer not null,
  primary key (site_id, country, gender, region, birth_year)
);
create table search_counts_state (
  id boolean primary key default true check (id),
  refreshed_at timestamptz not null
);
