-- Writes to many stands at once (issue 11, "Speed": a bulk action on 20,000 stands ≤ 3 s).
-- Measured on the largest show (20,000 stands), validating every plan took 5.1 s, of which
-- 1.5 s re-indexed the stands' search text (a trigram GIN entry per trigram, on every update
-- that is not HOT, whatever the column changed) and 2.1 s ran the timeline's triggers once per row.
--
-- 1. The search text moves to a narrow table of its own, written only when the text changes:
--    a change of status or of a triage flag no longer touches the trigram index.
--    (The stand list's `search` matches there: server/hydra/filters/text.ts, `table`.)
-- 2. The timeline's triggers on stands and stand messages run once per statement over its
--    transition tables: one INSERT of every event instead of one call per row; and an event's
--    stand and actor are no longer checked by foreign keys (0.4 s each for the 60,000 events of
--    that action); their ON DELETE actions become triggers.
-- Same events, same order within a stand (status, seen, treated, edited), same actor.

-- 1. stand_search -------------------------------------------------------------------------------
CREATE TABLE stand_search (
  stand_id integer PRIMARY KEY REFERENCES stands (id) ON DELETE CASCADE,
  -- The stand's show: a search within a show reads that show's entries only.
  show_id integer NOT NULL,
  -- app_fold of the stand's name, hall, aisle, number, type and the names and companies of its people.
  search_text text NOT NULL
);
INSERT INTO stand_search (stand_id, show_id, search_text) SELECT id, show_id, coalesce(search_text, '') FROM stands;
ALTER TABLE stands DROP COLUMN search_text;
-- One index on (show, trigrams) where btree_gin is there (PostgreSQL's contrib: a show's list
-- searched reads its own entries, 3 ms instead of 18 for a common word among 160,000 stands);
-- the trigrams alone otherwise. Either serves a search across shows too.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
      CREATE EXTENSION IF NOT EXISTS btree_gin;
      CREATE INDEX stand_search_show_trgm_idx ON stand_search USING gin (show_id, search_text gin_trgm_ops);
    ELSE
      CREATE INDEX stand_search_trgm_idx ON stand_search USING gin (search_text gin_trgm_ops);
    END IF;
  END IF;
END $$;

-- A stand's people text (the CSV export's "Full Name (Company)"): on insert, when its people are
-- already there (a bulk load inserts them first); afterwards kept by refresh_stand_search.
DROP TRIGGER stands_search ON stands;
DROP FUNCTION stands_before_write();
CREATE FUNCTION stands_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM user_stand_roles usr WHERE usr.stand_id = NEW.id) THEN
    NEW.exhibitor_text := stand_person_text(NEW.id, 'ROLE_STANDIST_EXHIBITOR');
    NEW.decorator_text := stand_person_text(NEW.id, 'ROLE_STANDIST_DECORATOR');
    NEW.agency_text := stand_person_text(NEW.id, 'ROLE_STANDIST_AGENCY');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER stands_people_text BEFORE INSERT ON stands FOR EACH ROW EXECUTE FUNCTION stands_before_insert();

-- The search text of inserted stands, in one statement.
CREATE FUNCTION stands_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stand_search (stand_id, show_id, search_text)
  SELECT n.id, n.show_id, stand_search_text(n.id, n.name, n.hall, n.aisle, n.number, n.stand_type) FROM inserted_stands n;
  RETURN NULL;
END $$;
CREATE TRIGGER stands_search_insert AFTER INSERT ON stands REFERENCING NEW TABLE AS inserted_stands
  FOR EACH STATEMENT EXECUTE FUNCTION stands_search_insert();

-- The search text of a stand whose searched fields (or show) changed. A row trigger on those
-- columns only: a status or flag change of many stands does not call it at all.
CREATE FUNCTION stands_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stand_search
     SET show_id = NEW.show_id, search_text = stand_search_text(NEW.id, NEW.name, NEW.hall, NEW.aisle, NEW.number, NEW.stand_type)
   WHERE stand_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER stands_search_update AFTER UPDATE OF show_id, name, hall, aisle, number, stand_type ON stands FOR EACH ROW
  WHEN ((NEW.show_id, NEW.name, NEW.hall, NEW.aisle, NEW.number, NEW.stand_type)
        IS DISTINCT FROM (OLD.show_id, OLD.name, OLD.hall, OLD.aisle, OLD.number, OLD.stand_type))
  EXECUTE FUNCTION stands_search_update();

-- A change of people (user_stand_roles, users: 001's triggers): their stands' search and people
-- texts. The people texts are not indexed: that update stays HOT.
CREATE OR REPLACE FUNCTION refresh_stand_search(p_stand_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE stand_search ss SET search_text = stand_search_text(s.id, s.name, s.hall, s.aisle, s.number, s.stand_type)
  FROM stands s WHERE s.id = ss.stand_id AND s.id = ANY (p_stand_ids);
  UPDATE stands SET
    exhibitor_text = stand_person_text(id, 'ROLE_STANDIST_EXHIBITOR'),
    decorator_text = stand_person_text(id, 'ROLE_STANDIST_DECORATOR'),
    agency_text = stand_person_text(id, 'ROLE_STANDIST_AGENCY')
  WHERE id = ANY (p_stand_ids)
$$;

-- 2. The timeline, once per statement -----------------------------------------------------------
DROP TRIGGER stand_events_stand ON stands;
DROP FUNCTION stand_events_stand_update();
CREATE FUNCTION stand_events_stands_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := stand_event_actor(NULL);
BEGIN
  INSERT INTO stand_events (stand_id, kind, actor_id, at, details)
  SELECT c.id, e.kind, actor, now(), e.details
  FROM (
    SELECT n.id, n.status AS new_status, o.status AS old_status,
           CASE WHEN n.un_seen IS DISTINCT FROM o.un_seen THEN CASE WHEN n.un_seen THEN 'unseen' ELSE 'seen' END END AS seen_kind,
           CASE WHEN n.treated IS DISTINCT FROM o.treated THEN CASE WHEN n.treated THEN 'treated' ELSE 'untreated' END END AS treated_kind,
           -- The API's names of the fields.
           array_remove(ARRAY[
             CASE WHEN n.name IS DISTINCT FROM o.name THEN 'name' END,
             CASE WHEN n.hall IS DISTINCT FROM o.hall THEN 'hall' END,
             CASE WHEN n.aisle IS DISTINCT FROM o.aisle THEN 'aisle' END,
             CASE WHEN n.number IS DISTINCT FROM o.number THEN 'number' END,
             CASE WHEN n.surface IS DISTINCT FROM o.surface THEN 'surface' END,
             CASE WHEN n.stand_type IS DISTINCT FROM o.stand_type THEN 'standType' END], NULL) AS fields
    FROM new_stands n JOIN old_stands o ON o.id = n.id
  ) c
  CROSS JOIN LATERAL (VALUES
    (1, CASE WHEN c.new_status IS DISTINCT FROM c.old_status THEN 'status' END, jsonb_build_object('from', c.old_status, 'to', c.new_status)),
    (2, c.seen_kind, '{}'::jsonb),
    (3, c.treated_kind, '{}'::jsonb),
    (4, CASE WHEN cardinality(c.fields) > 0 THEN 'edited' END, jsonb_build_object('fields', to_jsonb(c.fields)))
  ) AS e (rank, kind, details)
  WHERE e.kind IS NOT NULL
  -- Ids in the order a row trigger gave them: the timeline orders one instant's events by id.
  ORDER BY c.id, e.rank;
  RETURN NULL;
END $$;
CREATE TRIGGER stand_events_stand AFTER UPDATE ON stands REFERENCING OLD TABLE AS old_stands NEW TABLE AS new_stands
  FOR EACH STATEMENT EXECUTE FUNCTION stand_events_stands_update();

DROP TRIGGER stand_events_message ON stand_messages;
DROP FUNCTION stand_events_message_insert();
-- The actor: the request's user (withActor), else the message's author, looked up only then.
CREATE FUNCTION stand_events_messages_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := stand_event_actor(NULL);
BEGIN
  INSERT INTO stand_events (stand_id, kind, actor_id, at, details)
  SELECT n.stand_id, 'message', coalesce(actor, (SELECT m.created_by_id FROM messages m WHERE m.id = n.message_id)),
         stand_event_time(n.created_at), jsonb_build_object('messageId', n.id, 'newStandStatus', n.new_stand_status)
  FROM inserted_stand_messages n
  ORDER BY n.id;
  RETURN NULL;
END $$;
CREATE TRIGGER stand_events_message AFTER INSERT ON stand_messages REFERENCING NEW TABLE AS inserted_stand_messages
  FOR EACH STATEMENT EXECUTE FUNCTION stand_events_messages_insert();

-- The stand and actor of an event need no check: events are written only by the triggers above
-- and those of 009 on stand messages, findings and layouts, from a row whose own foreign key has
-- just checked that stand, and with the request's authenticated user or the row's checked author
-- as actor. What the keys' ON DELETE actions did, triggers do: the stand's delete removes its
-- events, a user's delete leaves their events without actor.
ALTER TABLE stand_events DROP CONSTRAINT stand_events_stand_id_fkey;
ALTER TABLE stand_events DROP CONSTRAINT stand_events_actor_id_fkey;
CREATE FUNCTION users_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stand_events e SET actor_id = NULL FROM deleted_users d WHERE e.actor_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_events_actor AFTER DELETE ON users REFERENCING OLD TABLE AS deleted_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_after_delete();
CREATE OR REPLACE FUNCTION stands_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media m
   WHERE m.id IN (SELECT mm.media_id FROM message_media mm JOIN stand_messages sm ON sm.message_id = mm.message_id
                   WHERE sm.stand_id = OLD.id)
      OR m.id IN (SELECT rm.media_id FROM report_media rm JOIN reports r ON r.id = rm.report_id WHERE r.stand_id = OLD.id);
  DELETE FROM messages msg WHERE msg.id IN (SELECT sm.message_id FROM stand_messages sm WHERE sm.stand_id = OLD.id);
  DELETE FROM stand_events e WHERE e.stand_id = OLD.id;
  RETURN OLD;
END $$;

-- 3. A bulk action leaves as many dead row versions as it changed stands, and each of them costs
-- the next action on the same show (its index entries are checked again). Vacuumed at 2 % of dead
-- rows rather than PostgreSQL's 20 %: after a bulk action on one large show, not after ten.
ALTER TABLE stands SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
