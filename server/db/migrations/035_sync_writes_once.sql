-- The gateway's sync of many new stands (issue 24, "Speed"), and removing what it created (accounts, shows).
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

-- 3. A stand's delete removes its messages' and findings' files (020): the two lists joined by OR
-- made each deleted stand read every file row (a show of 20,000 stands: minutes); one delete per
-- list reads them by key. The same files go.
CREATE OR REPLACE FUNCTION stands_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media m USING message_media mm JOIN stand_messages sm ON sm.message_id = mm.message_id
   WHERE sm.stand_id = OLD.id AND m.id = mm.media_id;
  DELETE FROM media m USING report_media rm JOIN reports r ON r.id = rm.report_id
   WHERE r.stand_id = OLD.id AND m.id = rm.media_id;
  DELETE FROM messages msg WHERE msg.id IN (SELECT sm.message_id FROM stand_messages sm WHERE sm.stand_id = OLD.id);
  DELETE FROM stand_events e WHERE e.stand_id = OLD.id;
  RETURN OLD;
END $$;
