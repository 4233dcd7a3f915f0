-- Sites, prices and campaign codes edited in the operator console (docs/operators.md "Sites and settings",
-- docs/payments.md "Prices").

-- A change names the version of the site it was made on, so two operators editing at once cannot overwrite each
-- other's work unseen.
alter table sites
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now();

-- A host name belongs to one site: requestContext picks the site by host, and two would make the answer a matter of
-- chance. Arrays cannot carry a unique index on their elements, so a trigger checks, under a lock that serialises
-- the writers (each statement after the lock sees what the one before it committed).
create function sites_hosts_unique() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(727276);
  if exists (select 1 from sites where id <> new.id and hosts && new.hosts) then
    raise exception 'a host of site % belongs to another site', new.key
      using errcode = 'unique_violation', constraint = 'sites_hosts_unique';
  end if;
  return new;
end $$;
create trigger sites_hosts_unique before insert or update of hosts on sites
  for each row execute function sites_hosts_unique();

-- A withdrawn campaign code: members are told it has expired; its orders and redemptions stay.
alter table discount_codes add column disabled_at timestamptz;

-- Whether an order names a package or plan decides between deleting and retiring it (and the foreign keys' checks
-- on delete look the same up).
create index orders_package on orders (package_id) where package_id is not null;
create index orders_plan on orders (plan_id) where plan_id is not null;
