-- A layout added with its own date (the demo's, an import's) is dated so in the stand's history, as
-- messages and findings already are (stand_event_time, migration 009): the demo's 167 layouts read
-- 'Aménagement ajouté' at the moment the demo was seeded, after every other event of their stand.
-- A live write's created_at is now(), so live events keep the transaction's time as before.
CREATE OR REPLACE FUNCTION stand_events_layout() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r stand_layouts;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
    -- Removed with its stand (cascade): the stand's events go with it.
    IF NOT EXISTS (SELECT 1 FROM stands s WHERE s.id = OLD.stand_id) THEN RETURN NULL; END IF;
  ELSE
    r := NEW;
  END IF;
  PERFORM stand_event_add(
    r.stand_id,
    CASE TG_OP WHEN 'INSERT' THEN 'layoutAdded' WHEN 'UPDATE' THEN 'layoutChanged' ELSE 'layoutRemoved' END,
    NULL,
    jsonb_build_object(
      'layoutId', r.id,
      'layoutType', (SELECT lt.label FROM layout_types lt WHERE lt.id = r.layout_type_id),
      'description', r.description),
    CASE WHEN TG_OP = 'INSERT' THEN stand_event_time(r.created_at) ELSE now() END);
  RETURN NULL;
END $$;
