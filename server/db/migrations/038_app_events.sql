-- Pushed changes (issue 26, part 1): every write that a screen shows is announced on the channel
-- `app_events` with pg_notify, from AFTER STATEMENT triggers with transition tables, so that
-- (1) the notification leaves only when the writer's transaction commits (NOTIFY is
-- transactional: a rolled-back write announces nothing), whatever node or pool wrote it, and
-- (2) a statement writing 20,000 rows costs a few notifications, not 20,000.
-- Payload (read by server/services/events/hub.ts): {"k": kind, "i": [[id, stand_id, show_id], …]},
-- at most 100 items per notification (≈ 3 kB, under NOTIFY's 8,000 bytes); a statement of more
-- than 1,000 rows sends instead {"k": "manyChanged", "of": kind, "sh": [show_id, …]} (≤ 500 shows
-- per notification): the screens reload what they show of those shows.

CREATE FUNCTION app_event_emit(p_kind text, p_items jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer := coalesce(jsonb_array_length(p_items), 0);
  chunk jsonb;
BEGIN
  IF n = 0 THEN RETURN; END IF;
  IF n > 1000 THEN
    FOR chunk IN
      SELECT jsonb_agg(s.show_id ORDER BY s.show_id)
      FROM (SELECT show_id, (row_number() OVER (ORDER BY show_id) - 1) / 500 AS part
            FROM (SELECT DISTINCT (e ->> 2)::integer AS show_id FROM jsonb_array_elements(p_items) e) d) s
      GROUP BY s.part
    LOOP
      PERFORM pg_notify('app_events', jsonb_build_object('k', 'manyChanged', 'of', p_kind, 'sh', chunk)::text);
    END LOOP;
    RETURN;
  END IF;
  FOR chunk IN
    SELECT jsonb_agg(x.e ORDER BY x.ord)
    FROM (SELECT e, ord, (ord - 1) / 100 AS part FROM jsonb_array_elements(p_items) WITH ORDINALITY AS a(e, ord)) x
    GROUP BY x.part
  LOOP
    PERFORM pg_notify('app_events', jsonb_build_object('k', p_kind, 'i', chunk)::text);
  END LOOP;
END $$;

-- A message posted on a stand thread.
CREATE FUNCTION app_events_stand_messages_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_event_emit('standMessageCreated',
    (SELECT jsonb_agg(jsonb_build_array(n.id, n.stand_id, s.show_id) ORDER BY n.id)
     FROM inserted_stand_messages n JOIN stands s ON s.id = n.stand_id));
  RETURN NULL;
END $$;
CREATE TRIGGER app_events_stand_messages AFTER INSERT ON stand_messages REFERENCING NEW TABLE AS inserted_stand_messages
  FOR EACH STATEMENT EXECUTE FUNCTION app_events_stand_messages_insert();

-- A message of a stand thread edited (its content or attachments' update touches messages).
CREATE FUNCTION app_events_messages_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_event_emit('standMessageEdited',
    (SELECT jsonb_agg(jsonb_build_array(sm.id, sm.stand_id, s.show_id) ORDER BY sm.id)
     FROM new_messages n JOIN old_messages o ON o.id = n.id
     JOIN stand_messages sm ON sm.message_id = n.id JOIN stands s ON s.id = sm.stand_id
     WHERE n.content IS DISTINCT FROM o.content OR n.updated_at IS DISTINCT FROM o.updated_at));
  RETURN NULL;
END $$;
CREATE TRIGGER app_events_messages AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION app_events_messages_update();

-- A stand's status or its list flags ('Nouveau': un_seen, 'Non traité': treated, documents_treated) changed.
CREATE FUNCTION app_events_stands_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_event_emit('standChanged',
    (SELECT jsonb_agg(jsonb_build_array(n.id, n.id, n.show_id) ORDER BY n.id)
     FROM new_stands n JOIN old_stands o ON o.id = n.id
     WHERE n.status IS DISTINCT FROM o.status OR n.un_seen IS DISTINCT FROM o.un_seen
        OR n.treated IS DISTINCT FROM o.treated OR n.documents_treated IS DISTINCT FROM o.documents_treated
        OR n.enabled IS DISTINCT FROM o.enabled));
  RETURN NULL;
END $$;
CREATE TRIGGER app_events_stands AFTER UPDATE ON stands REFERENCING OLD TABLE AS old_stands NEW TABLE AS new_stands
  FOR EACH STATEMENT EXECUTE FUNCTION app_events_stands_update();
