-- Complaints from the public form (docs/product.md §2 /complaints): kept for the support team, who also get a mail.
create table complaints (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  reference text not null unique,
  -- The form's own id: a retried send finds the complaint it already filed.
  submission text not null,
  -- The member who was logged in when complaining, if any; the complaint stays when the account goes.
  member_id integer references members (id) on delete set null,
  name text not null,
  email text not null,
  topic text not null,
  about text not null default '',
  message text not null,
  locale text not null,
  created_at timestamptz not null default now(),
  unique (site_id, submission)
);
