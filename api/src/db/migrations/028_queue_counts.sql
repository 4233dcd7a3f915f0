-- Issue 37: the console's menu counts the open cases and appeals every minute, for one site or for every site. The
-- queue indexes of migration 019 lead with the site, and the tables keep every closed case and decided appeal for good:
-- these hold only the open ones, in the queues' oldest-first order, so counting all sites and finding the next item
-- read the queue and nothing else.
create index moderation_cases_open on moderation_cases (opened_at, id) where status = 'open';
create index moderation_appeals_open on moderation_appeals (created_at, id) where status = 'open';
