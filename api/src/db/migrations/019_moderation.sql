-- Trust & safety (docs/operators.md "Trust & safety"): reports gather into cases, moderators (or the photo
-- classifier) decide, the affected member gets a statement of reasons and may appeal once; restrictions keep a
-- suspended or banned member out. The shared model; each part adds what only it needs in later migrations.

-- Reports are the notices members file (report.php): from now on with their site and, when filed from a chat, the
-- conversation between the two, and the case they belong to.
alter table reports
  add column site_id integer references sites (id) on delete cascade,
  add column conversation_id integer references conversations (id) on delete set null,
  add column case_id integer;
update reports r set site_id = p.site_id from profiles p where p.id = r.profile_id;
alter table reports alter column site_id set not null;

-- A case gathers the reports on one profile while it is open (Discourse's review queue: one item per target).
create table moderation_cases (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  profile_id integer not null references profiles (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'closed')),
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  -- A moderator working on it, so two do not decide the same case at once.
  claimed_by integer references operators (id),
  claimed_at timestamptz
);
create unique index moderation_cases_one_open on moderation_cases (profile_id) where status = 'open';
create index moderation_cases_queue on moderation_cases (site_id, status, opened_at);
alter table reports add constraint reports_case foreign key (case_id) references moderation_cases (id);
create index reports_case on reports (case_id);

-- Reports filed before cases existed: one open case per reported profile.
insert into moderation_cases (site_id, profile_id, opened_at)
  select site_id, profile_id, min(created_at) from reports group by site_id, profile_id;
update reports r set case_id = c.id from moderation_cases c where c.profile_id = r.profile_id;

-- A decision on a member or their content: by a moderator (operator_id), or automated (the photo classifier).
--   action    dismiss | warn | remove_photo | remove_text | suspend | ban | approve_photo | reject_photo | lift
--   ground    the rule of the terms it rests on (shared-contracts moderationGrounds), '' for dismissals and approvals
--   facts     what the moderator found, in their words; quoted in the statement of reasons
--   removed   what a reversal restores: {"photo_id": 12} or {"fields": {"about_me": "…"}}
create table moderation_decisions (
  id serial primary key,
  site_id integer not null references sites (id) on delete cascade,
  case_id integer references moderation_cases (id),
  member_id integer references members (id) on delete set null,
  profile_id integer references profiles (id) on delete set null,
  action text not null check (
    action in ('dismiss', 'warn', 'remove_photo', 'remove_text', 'suspend', 'ban', 'approve_photo', 'reject_photo', 'lift')
  ),
  ground text not null default '',
  facts text not null default '',
  automated boolean not null default false,
  operator_id integer references operators (id),
  photo_id integer,
  removed jsonb,
  suspended_until timestamptz,
  created_at timestamptz not null default now(),
  -- Set when an appeal reverses it.
  reversed_at timestamptz,
  check (automated or operator_id is not null),
  check ((action = 'suspend') = (suspended_until is not null))
);
create index moderation_decisions_member on moderation_decisions (member_id, created_at desc);
create index moderation_decisions_site on moderation_decisions (site_id, created_at);
create index moderation_decisions_case on moderation_decisions (case_id);

-- The statement of reasons (DSA art. 17) of a decision that restricts a member: by mail and in /notifications, in
-- the member's language. Its link works without a session (a banned member has none): only the token's hash is
-- kept. An appeal is possible until appeal_until (six months, art. 20).
create table moderation_statements (
  id serial primary key,
  decision_id integer not null unique references moderation_decisions (id),
  site_id integer not null references sites (id) on delete cascade,
  member_id integer references members (id) on delete cascade,
  token_hash text not null unique,
  locale text not null,
  created_at timestamptz not null default now(),
  appeal_until timestamptz not null,
  seen_at timestamptz
);
create index moderation_statements_member on moderation_statements (member_id, created_at desc);

-- One appeal per statement, decided by another moderator than the one who decided (checked when deciding).
create table moderation_appeals (
  id serial primary key,
  statement_id integer not null unique references moderation_statements (id),
  site_id integer not null references sites (id) on delete cascade,
  member_id integer references members (id) on delete set null,
  text text not null,
  status text not null default 'open' check (status in ('open', 'upheld', 'reversed')),
  created_at timestamptz not null default now(),
  decided_by integer references operators (id),
  decided_at timestamptz,
  decision_note text not null default '',
  check ((status = 'open') = (decided_by is null))
);
create index moderation_appeals_queue on moderation_appeals (site_id, status, created_at);

-- A member's restriction: suspended until a time, or banned, with the decision that did it. While restricted, the
-- profile is 'restricted' (out of search, likes, landers and chats, which all read profiles.status = 'active'), and
-- profile_status_before says what lifting it restores (pending or active). An expired suspension is lifted by a sweep.
alter table members
  add column restriction text check (restriction in ('suspended', 'banned')),
  add column restricted_until timestamptz,
  add column restriction_decision_id integer references moderation_decisions (id),
  add check ((restriction = 'suspended') = (restricted_until is not null) or restriction is null and restricted_until is null);
create index members_restricted_until on members (restricted_until) where restriction = 'suspended';
alter table profiles drop constraint profiles_status_check;
alter table profiles add constraint profiles_status_check
  check (status in ('pending', 'active', 'deactivated', 'deleted', 'restricted'));
alter table profiles add column status_before_restriction text check (status_before_restriction in ('pending', 'active'));

-- Photo review (docs/operators.md "Photo review"): a photo is seen by others only when public. New uploads are
-- pending until the classifier has scored them; then public (post-moderation, under the site's threshold: and in
-- the review queue until a moderator looked) or still pending (pre-moderation, or over the threshold) until a
-- moderator approves. Rejected and removed photos stay for a possible reversal. profiles.main_image_id only ever
-- names a public photo, so search and cards need no change.
alter table profile_images
  add column visibility text not null default 'public' check (visibility in ('pending', 'public', 'rejected', 'removed')),
  add column needs_review boolean not null default false,
  -- The classifier's probability of nudity (0–1), null until scored.
  add column nudity_score real,
  add column scored_at timestamptz,
  add column reviewed_by integer references operators (id),
  add column reviewed_at timestamptz;
create index profile_images_review on profile_images (created_at) where needs_review or visibility = 'pending';

-- How a site moderates photos (shared-contracts moderationSettingsSchema): pre-moderation (every photo waits for a
-- moderator) or post-moderation with a gate at `threshold` (the classifier's nudity score, 0–1). Not public.
alter table sites add column moderation jsonb not null default '{"mode": "post", "threshold": 0.8}';
