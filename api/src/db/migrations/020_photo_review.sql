-- Photo review (docs/operators.md "Photo review"): every upload is scored by the offline nudity classifier in a
-- background job, then made public or held for a moderator by the site's moderation settings.

-- The scoring queue, durable like the mail outbox: a claim moves next_attempt_at to the claim's expiry, so a job
-- whose process died falls due again by itself; `attempts` is the claim's token. One job per photo.
create table photo_scoring_jobs (
  photo_id integer primary key references profile_images (id) on delete cascade,
  site_id integer not null references sites (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'done', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_by text,
  last_attempt_at timestamptz,
  error text not null default '',
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index photo_scoring_jobs_due on photo_scoring_jobs (next_attempt_at) where status = 'queued';

-- What the classifier said besides the score (nsfwjs's five classes), and which model said it.
alter table profile_images
  add column nudity_classes jsonb,
  add column classifier text not null default '';

-- The CDN looks a photo up by its file (a thumbnail's name is the photo's plus "-thumb"): others get only public ones.
create index profile_images_filename on profile_images (filename);

-- A photo's member-facing reason ("Not approved: nudity") is the ground of its latest decision.
create index moderation_decisions_photo on moderation_decisions (photo_id, created_at desc) where photo_id is not null;

-- hideNudity=1 on search leaves out profiles whose main photo scores over the site's threshold. The main photo's score
-- is kept on the profile and included in the search indexes, so the filter is read from the index like the rest
-- and a search stays an index-only walk. Triggers keep it right whatever sets main_image_id (uploads, approvals,
-- deletions, the foreign key's "set null", the seed) or re-scores a main photo.
alter table profiles add column main_photo_nudity real;

create function profiles_main_photo_nudity() returns trigger language plpgsql as $$
begin
  new.main_photo_nudity := (select nudity_score from profile_images where id = new.main_image_id);
  return new;
end $$;
create trigger profiles_main_photo_nudity before update of main_image_id on profiles
  for each row when (new.main_image_id is distinct from old.main_image_id)
  execute function profiles_main_photo_nudity();

create function profile_images_main_nudity() returns trigger language plpgsql as $$
begin
  update profiles set main_photo_nudity = new.nudity_score where id = new.profile_id and main_image_id = new.id;
  return null;
end $$;
create trigger profile_images_main_nudity after update of nudity_score on profile_images
  for each row when (new.nudity_score is distinct from old.nudity_score)
  execute function profile_images_main_nudity();

drop index profiles_search;
create index profiles_search on profiles (site_id, country, gender, has_photo desc, last_active desc, id desc)
  include (birthdate, region, main_photo_nudity) where status = 'active';
drop index profiles_search_region;
create index profiles_search_region on profiles (site_id, country, gender, region, has_photo desc, last_active desc, id desc)
  include (birthdate, main_photo_nudity) where status = 'active';

-- The classifier's own decision: a photo over the threshold is held for a moderator (automated, a restriction of
-- its visibility, so it is a decision with a statement like any other).
alter table moderation_decisions drop constraint moderation_decisions_action_check;
alter table moderation_decisions add constraint moderation_decisions_action_check check (
  action in ('dismiss', 'warn', 'remove_photo', 'remove_text', 'suspend', 'ban', 'approve_photo', 'reject_photo',
             'hold_photo', 'lift')
);
