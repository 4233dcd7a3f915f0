-- Members in the operator console (docs/operators.md "Members"): finding members at a million rows, refunds made by
-- an operator through the provider, and credit adjustments of their own ledger kind.

-- Finding members (repositories/memberSearch.ts) pages by keyset in one of three orders, on every site or one: by
-- signup date, by e-mail address and by name. Each order has its index, with and without the site in front, so a
-- page reads only its own rows however deep it is. Prefixes are matched as a range under the "C" collation (byte
-- order): a text_pattern_ops or C index is what a prefix range can use whatever collation the database has, and the
-- same expression serves the order.
create index members_admin_signup on members (signup_date, id);
create index members_admin_site_signup on members (site_id, signup_date, id);
create index members_admin_email on members ((email_normalized collate "C"), id);
create index members_admin_site_email on members (site_id, (email_normalized collate "C"), id);
-- The account-state filter on the newest-first list: a state can be rare (deleted, deactivated), and a scan of the
-- signup order would then read the whole table to fill a page.
create index members_admin_status on members (status, signup_date, id);
create index members_admin_restriction on members (restriction, signup_date, id) where restriction is not null;
-- Names are matched case-insensitively: lower() as PostgreSQL computes it, on the query's side too. Fictional
-- profiles have no member and are not listed.
create index profiles_admin_name on profiles ((lower(name) collate "C"), id) where member_id is not null;
create index profiles_admin_site_name on profiles (site_id, (lower(name) collate "C"), id) where member_id is not null;

-- The member page pages the ledger and the orders newest first by id, and lists the reports the member filed.
create index credit_ledger_member_id on credit_ledger (member_id, id);
create index orders_member_id on orders (member_id, id);
create index reports_member on reports (member_id, created_at desc);

-- An operator's credit adjustment is its own ledger kind (the dev panel's `adjustment` is a developer setting a
-- balance); request_id is the console's key for one submitted form, so a repeated submit adjusts once.
alter table credit_ledger drop constraint credit_ledger_kind_check;
alter table credit_ledger
  add constraint credit_ledger_kind_check
    check (kind in ('grant', 'purchase', 'message', 'refund', 'chargeback', 'adjustment', 'operator_adjustment')),
  add column request_id text;
create unique index credit_ledger_request on credit_ledger (request_id) where request_id is not null;

-- Refunds an operator makes through the provider (payments/refunds.ts). One row per submitted refund form
-- (request_id): pending while the provider is asked, done once its report is applied to the order, failed when the
-- provider refused (the order and the ledger then stay as they were). What the refund takes back is applied from the
-- provider's report of the payment, as every refund is (repositories/orders.ts).
create table order_refunds (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  request_id text not null unique,
  amount integer not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  provider_refund_id text,
  operator_id integer references operators (id),
  reason text not null,
  error text not null default '',
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index order_refunds_order on order_refunds (order_id, id);

-- The sandbox provider's refunds, as Mollie keeps them on its side: one per idempotency key.
create table sandbox_refunds (
  id text primary key,
  payment_id text not null references sandbox_payments (id),
  amount integer not null check (amount > 0),
  idempotency_key text not null unique,
  created_at timestamptz not null default now()
);
