-- A/B experiments on lander remote versions (docs/experiments.md). A visitor is a random first-party id (the vid
-- cookie); a member keeps the id of the visitor who signed up, so conversions after signup (activation, the first
-- paid order) reach the variant that visitor saw.
create table experiments (
  id serial primary key,
  key text not null unique check (key ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  site_id integer not null references sites (id) on delete cascade,
  -- The remote whose versions compete; only lander remotes so far.
  app text not null default 'mfe-landers' check (app in ('mfe-landers')),
  goal text not null default 'signup' check (goal in ('signup', 'activation', 'purchase')),
  status text not null default 'draft' check (status in ('draft', 'running', 'stopped', 'promoted')),
  stop_reason text,
  promoted_variant text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  stopped_at timestamptz
);
-- One running experiment per site and remote: two would fight over which version a visitor gets.
create unique index experiments_one_running on experiments (site_id, app) where status = 'running';

create table experiment_variants (
  experiment_id integer not null references experiments (id) on delete cascade,
  name text not null check (name ~ '^[a-z0-9][a-z0-9_-]{0,30}$'),
  -- null: whatever version of the remote is live (the control, normally).
  version text,
  weight integer not null check (weight between 0 and 100),
  position integer not null,
  primary key (experiment_id, name),
  unique (experiment_id, position)
);

-- One row per visitor and experiment, from the first time the variant's lander rendered for them (or failed to).
create table experiment_visitors (
  experiment_id integer not null references experiments (id) on delete cascade,
  visitor_id text not null,
  variant text not null,
  exposed_at timestamptz,
  -- The variant's remote failed to load: the visitor saw the control instead and counts for neither.
  failed_at timestamptz,
  primary key (experiment_id, visitor_id),
  foreign key (experiment_id, variant) references experiment_variants (experiment_id, name)
);

create table experiment_conversions (
  experiment_id integer not null references experiments (id) on delete cascade,
  visitor_id text not null,
  goal text not null check (goal in ('signup', 'activation', 'purchase')),
  converted_at timestamptz not null default now(),
  primary key (experiment_id, visitor_id, goal),
  foreign key (experiment_id, visitor_id) references experiment_visitors (experiment_id, visitor_id) on delete cascade
);

alter table members add column visitor_id text;
create index members_visitor on members (visitor_id) where visitor_id is not null;
