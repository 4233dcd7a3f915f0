-- What the reports, decisions, statements and appeals need beyond the shared model of 019 (docs/operators.md
-- "Trust & safety"): the outcome a reporter is told, a decision's idempotency key, and the indexes of the queues, a
-- member's notifications and the transparency counts.

-- The reporter is told the outcome once the case is decided (DSA art. 16(5)): 'action_taken' or 'no_breach', never
-- what was done to the other member. outcome_at is also the "time to action" of the transparency counts.
alter table reports
  add column outcome text check (outcome in ('action_taken', 'no_breach')),
  add column outcome_at timestamptz,
  add check ((outcome is null) = (outcome_at is null));
-- (Notices per site and day, and a member's own reports, newest first, are read by indexes of migrations 024 and 023,
-- reports_site_created and reports_member.)
create index reports_outcome on reports (site_id, outcome_at) where outcome_at is not null;
-- The transparency counts of all sites at once read a period by time alone.
create index reports_created on reports (created_at);
create index moderation_decisions_created on moderation_decisions (created_at);

-- A form's key, so that a decision sent twice (a double click, a retry after a lost answer) is made once.
alter table moderation_decisions add column request_id uuid;
create unique index moderation_decisions_request on moderation_decisions (request_id) where request_id is not null;
-- Earlier decisions on a profile (a demo profile has no member), for the case page.
create index moderation_decisions_profile on moderation_decisions (profile_id, created_at desc);

-- Decided cases, newest first, for the queue's "decided" view (open ones use moderation_cases_queue).
create index moderation_cases_closed on moderation_cases (closed_at desc, id desc) where status = 'closed';

-- Appeals decided in a period, for the transparency counts.
create index moderation_appeals_decided on moderation_appeals (site_id, decided_at) where status <> 'open';

-- Members' own steps in a moderation case (a report filed, an appeal) are on the audit log beside the moderators'
-- decisions, so the log tells a case from notice to appeal: their actor is the member (named in the entry).
alter table audit_log drop constraint audit_log_actor_check;
alter table audit_log add constraint audit_log_actor_check check (actor in ('operator', 'cli', 'system', 'member'));
