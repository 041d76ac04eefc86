-- The people of a stand as the CSV export writes them ("Full Name (Company)", the first link
-- of each kind, with the stand's overrides), kept on the stand row: the export of a show then
-- reads one row per stand instead of running three lookups per stand.

ALTER TABLE stands
  ADD COLUMN exhibitor_text text,
  ADD COLUMN decorator_text text,
  ADD COLUMN agency_text text;

CREATE FUNCTION stand_person_text(p_stand_id integer, p_role text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT btrim(concat_ws(' ', coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name)))
         || coalesce(' (' || coalesce(usr.company, u.company) || ')', '')
  FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
  WHERE usr.stand_id = p_stand_id AND usr.standist_role = p_role
  ORDER BY usr.id LIMIT 1
$$;

-- Called by the triggers on user_stand_roles and users (001): now refreshes the people text too.
CREATE OR REPLACE FUNCTION refresh_stand_search(p_stand_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE stands SET
    search_text = stand_search_text(id, name, hall, aisle, number, stand_type),
    exhibitor_text = stand_person_text(id, 'ROLE_STANDIST_EXHIBITOR'),
    decorator_text = stand_person_text(id, 'ROLE_STANDIST_DECORATOR'),
    agency_text = stand_person_text(id, 'ROLE_STANDIST_AGENCY')
  WHERE id = ANY (p_stand_ids)
$$;

-- A stand inserted after its people (bulk loads) gets their text at once.
CREATE OR REPLACE FUNCTION stands_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := stand_search_text(NEW.id, NEW.name, NEW.hall, NEW.aisle, NEW.number, NEW.stand_type);
  IF TG_OP = 'INSERT' THEN
    NEW.exhibitor_text := stand_person_text(NEW.id, 'ROLE_STANDIST_EXHIBITOR');
    NEW.decorator_text := stand_person_text(NEW.id, 'ROLE_STANDIST_DECORATOR');
    NEW.agency_text := stand_person_text(NEW.id, 'ROLE_STANDIST_AGENCY');
  END IF;
  RETURN NEW;
END $$;

UPDATE stands SET
  exhibitor_text = stand_person_text(id, 'ROLE_STANDIST_EXHIBITOR'),
  decorator_text = stand_person_text(id, 'ROLE_STANDIST_DECORATOR'),
  agency_text = stand_person_text(id, 'ROLE_STANDIST_AGENCY')
WHERE EXISTS (SELECT 1 FROM user_stand_roles usr WHERE usr.stand_id = stands.id);
