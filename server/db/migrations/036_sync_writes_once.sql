-- The gateway's sync of many new stands (issue 24, "Speed"), and removing what it created.
--
-- 1. A sync links each new stand's exhibitor BEFORE the stand's row is inserted (its id is reserved
-- first, server/services/gateway/syncApply.ts): the stand's insert triggers (020) then write its
-- people and search texts once, instead of every new stand and its search entry written a second
-- time by the links' refresh (033). The link's check of its stand waits, for that transaction
-- only (SET CONSTRAINTS … DEFERRED, server/repositories/userStandRoles.ts), until the stands are
-- in; everywhere else it stays immediate.
ALTER TABLE user_stand_roles ALTER CONSTRAINT user_stand_roles_stand_id_fkey DEFERRABLE INITIALLY IMMEDIATE;

-- 2. Deleting an account looks for the rows that point at it: without these indexes each deleted
-- account read the whole table (20,000 synced exhibitors removed: minutes).
CREATE INDEX external_stand_identifiers_contact_idx ON external_stand_identifiers (contact_user_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX show_sync_reports_created_by_idx ON show_sync_reports (created_by_id);
