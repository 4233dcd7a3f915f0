-- Dashboards (docs/operators.md "Dashboards"): per site and UTC hour, the counts the console charts per day. An hour
-- is rolled up once, after it ended (dashboards/dashboardService.ts), so a page view reads a year as 8,760 small rows
-- instead of counting millions of messages, and counts from the tables only the last hour or so; hours also keep the
-- door open to days in another time zone than UTC.
create table dashboard_hours (
  site_id integer not null references sites (id) on delete cascade,
  hour timestamptz not null,
  signups integer not null default 0,
  activations integer not null default 0,
  messages integer not null default 0,
  reports integer not null default 0,
  primary key (site_id, hour)
);

-- How far each site is rolled up: every hour before `rolled_until` is in dashboard_hours (an hour with nothing has no
-- row). Deleting a site's row makes the next round roll it up again from its first member.
create table dashboard_rollups (
  site_id integer primary key references sites (id) on delete cascade,
  rolled_until timestamptz not null,
  rolled_at timestamptz not null default now()
);

-- The counts, by range of time per site (the rollup, and the hours since it); signups use 023's
-- members_admin_site_signup (site_id, signup_date, id).
create index members_site_activated on members (site_id, activated_at) where activated_at is not null;
create index messages_created on messages (created_at) include (conversation_id);
create index reports_site_created on reports (site_id, created_at);
-- Revenue, payers and premium are read from the orders and members themselves (thousands of rows a month): distinct
-- payers cannot be added up from days, and refunds change old orders.
create index orders_site_paid on orders (site_id, paid_at)
  include (member_id, country, currency, amount, refunded_amount, charged_back_amount) where status = 'paid';
-- Whether a payer of the period paid before it (a first-time payer or not).
create index orders_member_paid on orders (member_id, paid_at) where status = 'paid';
create index members_site_premium on members (site_id, premium_until) where premium_until is not null;
