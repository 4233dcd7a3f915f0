-- Privacy rights (docs/product.md "Privacy rights"): a session is shown and ended by a public random id, never by
-- (the hash of) its cookie value.
alter table sessions add column public_id uuid not null default gen_random_uuid();
create unique index sessions_public_id on sessions (public_id);

-- Why members deleted their account (docs/product.md "Deleting the account"), for the operator's statistics: no
-- member id, no address, only the site, the reason, the member's own words and the day.
create table account_deletions (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  reason text not null check (reason in ('found_partner', 'not_satisfied', 'too_expensive', 'privacy', 'other')),
  comment text not null default '',
  deleted_on date not null default current_date
);
create index account_deletions_site on account_deletions (site_id, deleted_on);
