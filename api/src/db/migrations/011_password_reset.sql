-- Password reset links (docs/product.md §2 /reset-password): single use, short-lived, only the token's hash stored.
create table password_reset_tokens (
  token_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
-- The per-address limit counts a member's recent links.
create index password_reset_tokens_member on password_reset_tokens (member_id, created_at);
