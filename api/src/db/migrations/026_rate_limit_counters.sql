-- Rate-limit counters shared by every API node on one PostgreSQL server when no Redis is configured
-- (docs/scaling.md "Rate limits"): one row per limit and key, counting hits until the window ends. Unlogged: a
-- counter is worth nothing after a server crash, and writing it to the WAL would cost every limited request.
create unlogged table rate_limit_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at);
