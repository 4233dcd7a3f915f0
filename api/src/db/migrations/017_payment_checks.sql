-- Discount code caps count reservations, and a sweep asks the provider about unsettled orders (docs/payments.md
-- "Caps and reservations", "Reconciliation").

-- Until when the payer can still pay the order: while it is new or open and before this, it holds a place under its
-- discount code's max_redemptions. Orders from before this migration get the windows of payments/methods.ts.
alter table orders add column payable_until timestamptz;
update orders set payable_until = created_at + case when method = 'banktransfer' then interval '14 days' else interval '30 minutes' end;
alter table orders alter column payable_until set not null;

-- The sweep's schedule: null until its first check, then when to ask the provider next; checks counts its asks (the
-- backoff step).
alter table orders add column next_check_at timestamptz, add column checks integer not null default 0;
create index orders_unsettled on orders (created_at) where status in ('new', 'open', 'pending', 'authorized');
create index orders_discount_code on orders (discount_code_id, status) where discount_code_id is not null;
