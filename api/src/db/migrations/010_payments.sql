-- Credits, premium and payments (docs/product.md §2 /credits, /premium, /pricing, /transactions; docs/payments.md).
-- Every amount is an integer in the currency's minor unit (cents). Prices include VAT.

-- What a site sells, per payment country in that country's currency.
create table credit_packages (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  country text not null check (country ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  credits integer not null check (credits > 0),
  bonus_credits integer not null default 0 check (bonus_credits >= 0),
  price integer not null check (price > 0),
  best_value boolean not null default false,
  position integer not null default 0,
  active boolean not null default true
);
create index credit_packages_site_country on credit_packages (site_id, country, position) where active;

create table premium_plans (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  country text not null check (country ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  days integer not null check (days > 0),
  price integer not null check (price > 0),
  best_value boolean not null default false,
  position integer not null default 0,
  active boolean not null default true
);
create index premium_plans_site_country on premium_plans (site_id, country, position) where active;

-- Offers a site makes to its members, validated by the API (payments/offers.ts): the welcome code and the time bonus.
alter table sites add column offers jsonb not null default '{}';

-- A code is either a campaign code anyone on the site may use once, or a personal one (member_id set: the welcome
-- code, the code offered when deleting the account). It takes a percentage off, or adds credits to a package.
create table discount_codes (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9-]{3,32}$'),
  purpose text not null default 'campaign' check (purpose in ('campaign', 'welcome', 'delete')),
  member_id integer references members (id) on delete cascade,
  percent_off integer check (percent_off between 1 and 90),
  extra_credits integer check (extra_credits > 0),
  applies_to text not null default 'all' check (applies_to in ('credits', 'premium', 'all')),
  valid_from timestamptz not null default now(),
  valid_until timestamptz,
  max_redemptions integer check (max_redemptions > 0),
  created_at timestamptz not null default now(),
  check ((percent_off is null) <> (extra_credits is null)),
  check ((purpose = 'campaign') = (member_id is null)),
  unique (site_id, code)
);
create unique index discount_codes_personal on discount_codes (member_id, purpose) where member_id is not null;

-- An order is one payment attempt. public_id is the unguessable transaction id of /transactions/{id}. The amount
-- is computed by the server (list price minus discount); credits and premium_days are what a paid order gives.
create table orders (
  id bigserial primary key,
  public_id text not null unique,
  site_id integer not null references sites (id) on delete cascade,
  -- Kept when the member's row goes: orders are the bookkeeping.
  member_id integer references members (id) on delete set null,
  package_id integer references credit_packages (id),
  plan_id integer references premium_plans (id),
  country text not null,
  currency text not null,
  list_price integer not null check (list_price > 0),
  discount_amount integer not null default 0 check (discount_amount >= 0),
  amount integer not null check (amount > 0),
  credits integer not null default 0 check (credits >= 0),
  premium_days integer not null default 0 check (premium_days >= 0),
  discount_code_id integer references discount_codes (id) on delete set null,
  method text not null,
  locale text not null,
  provider text not null,
  provider_payment_id text unique,
  checkout_url text,
  -- 'new' until the provider has the payment.
  status text not null default 'new'
    check (status in ('new', 'open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
  paid_at timestamptz,
  -- What the provider reports refunded and charged back, and the credits and premium taken back for it so far.
  refunded_amount integer not null default 0 check (refunded_amount >= 0),
  charged_back_amount integer not null default 0 check (charged_back_amount >= 0),
  credits_reversed integer not null default 0 check (credits_reversed >= 0),
  premium_reversed boolean not null default false,
  checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((package_id is null) <> (plan_id is null)),
  check (amount = list_price - discount_amount),
  check (status <> 'paid' or paid_at is not null)
);
create index orders_member on orders (member_id, created_at desc);

-- A discount code counts as used once an order with it is paid; one use per member.
create table discount_redemptions (
  code_id integer not null references discount_codes (id) on delete cascade,
  member_id integer not null references members (id) on delete cascade,
  order_id bigint not null unique references orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (code_id, member_id)
);

-- Purchases, refunds and chargebacks are ledger rows tied to their order; a paid order is credited exactly once.
alter table credit_ledger drop constraint credit_ledger_kind_check;
alter table credit_ledger
  add constraint credit_ledger_kind_check
    check (kind in ('grant', 'purchase', 'message', 'refund', 'chargeback', 'adjustment')),
  add column order_id bigint references orders (id) on delete set null;
create unique index credit_ledger_purchase on credit_ledger (order_id) where kind = 'purchase';

-- The built-in test provider's payments (payments/sandboxProvider.ts): what Mollie would keep on its side.
create table sandbox_payments (
  id text primary key,
  amount integer not null,
  currency text not null,
  description text not null,
  method text not null,
  redirect_url text not null,
  webhook_url text not null,
  status text not null default 'open',
  amount_refunded integer not null default 0,
  amount_charged_back integer not null default 0,
  metadata jsonb not null default '{}',
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
