-- Dashboards (docs/operators.md "Dashboards"): per site and UTC day, the counts the console charts. A day is rolled
-- up once, after it ended (dashboards/dashboardRollup.ts), so a page view reads a year as 366 rows instead of counting
-- millions of messages; days not rolled up yet (today) are counted from the tables through the indexes below.
create table dashboard_days (
  site_id integer not null references sites (id) on delete cascade,
  day date not null,
  signups integer not null default 0,
  activations integer not null default 0,
  messages integer not null default 0,
  reports integer not null default 0,
  primary key (site_id, day)
);

-- How far each site is rolled up: every day before `rolled_until` is in dashboard_days (a day with nothing has no
-- row). Deleting a site's row makes the next round roll it up again from its first day.
create table dashboard_rollups (
  site_id integer primary key references sites (id) on delete cascade,
  rolled_until date not null,
  rolled_at timestamptz not null default now()
);

-- The days' counts, by range of time per site (the rollup and today's live counts).
create index members_site_signup on members (site_id, signup_date);
create index members_site_activated on members (site_id, activated_at) where activated_at is not null;
create index messages_created on messages (created_at) include (conversation_id);
create index reports_site_created on reports (site_id, created_at);
-- Revenue, payers and premium are read from the orders and members themselves (a few thousand rows a month):
-- distinct payers cannot be added up from days, and refunds change old orders.
create index orders_site_paid on orders (site_id, paid_at)
  include (member_id, country, currency, amount, refunded_amount, charged_back_amount) where status = 'paid';
create index members_site_premium on members (site_id, premium_until) where premium_until is not null;
