-- A stand's people and search texts computed for a whole set of stands in one query (issue 24,
-- "Speed"): inserting the 20,000 stands of a sync spent ~60 % of its time in per-row functions
-- (three stand_person_text lookups in the BEFORE INSERT trigger and a stand_search_text lookup per
-- row in the search insert), measured with `bench/syncProfile.ts --explain`. Same texts as before:
-- the per-stand functions now share their formulas with the set-based one.

-- One person's label in the people columns ("First Last (Company)"), and the searched text of a stand.
CREATE FUNCTION person_label(p_first text, p_last text, p_company text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(concat_ws(' ', p_first, p_last)) || coalesce(' (' || p_company || ')', '')
$$;
CREATE FUNCTION stand_search_text_of(p_name text, p_hall text, p_aisle text, p_number text, p_type text, p_people text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT app_fold(concat_ws(' ', p_name, p_hall, p_aisle, p_number, p_type, p_people))
$$;

CREATE OR REPLACE FUNCTION stand_person_text(p_stand_id integer, p_role text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT person_label(coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name), coalesce(usr.company, u.company))
  FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
  WHERE usr.stand_id = p_stand_id AND usr.standist_role = p_role
  ORDER BY usr.id LIMIT 1
$$;

CREATE OR REPLACE FUNCTION stand_search_text(p_stand_id integer, p_name text, p_hall text, p_aisle text, p_number text, p_type text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT stand_search_text_of(p_name, p_hall, p_aisle, p_number, p_type, (
    SELECT string_agg(concat_ws(' ', coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name),
                                coalesce(usr.company, u.company)), ' ' ORDER BY usr.id)
    FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
    WHERE usr.stand_id = p_stand_id))
$$;

-- The people texts of many stands at once: one row per stand that has people.
CREATE FUNCTION stands_people_texts(p_stand_ids integer[])
RETURNS TABLE (stand_id integer, exhibitor_text text, decorator_text text, agency_text text, people_names text)
LANGUAGE sql STABLE AS $$
  SELECT usr.stand_id,
    (array_agg(person_label(coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name), coalesce(usr.company, u.company)) ORDER BY usr.id)
      FILTER (WHERE usr.standist_role = 'ROLE_STANDIST_EXHIBITOR'))[1],
    (array_agg(person_label(coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name), coalesce(usr.company, u.company)) ORDER BY usr.id)
      FILTER (WHERE usr.standist_role = 'ROLE_STANDIST_DECORATOR'))[1],
    (array_agg(person_label(coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name), coalesce(usr.company, u.company)) ORDER BY usr.id)
      FILTER (WHERE usr.standist_role = 'ROLE_STANDIST_AGENCY'))[1],
    string_agg(concat_ws(' ', coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name), coalesce(usr.company, u.company)), ' ' ORDER BY usr.id)
  FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
  WHERE usr.stand_id = ANY (p_stand_ids)
  GROUP BY usr.stand_id
$$;

-- The search entries of inserted stands: their people read once for the statement.
CREATE OR REPLACE FUNCTION stands_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stand_search (stand_id, show_id, search_text)
  SELECT n.id, n.show_id, stand_search_text_of(n.name, n.hall, n.aisle, n.number, n.stand_type, p.people_names)
    FROM inserted_stands n
    LEFT JOIN stands_people_texts(ARRAY(SELECT id FROM inserted_stands)) p ON p.stand_id = n.id;
  RETURN NULL;
END $$;

-- A writer that gives the people texts (server/repositories/stands.ts insertImported, from
-- stands_people_texts) skips the per-row lookups; the others keep them.
DROP TRIGGER stands_people_text ON stands;
CREATE TRIGGER stands_people_text BEFORE INSERT ON stands FOR EACH ROW
  WHEN (NEW.exhibitor_text IS NULL AND NEW.decorator_text IS NULL AND NEW.agency_text IS NULL)
  EXECUTE FUNCTION stands_before_insert();
