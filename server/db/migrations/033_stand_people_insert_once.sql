-- People linked to many stands in one statement (issue 24, "Speed": the sync of 20,000 stands links
-- 20,000 exhibitors): 001's row trigger refreshed each stand's search and people texts on its own
-- (two UPDATEs, and the timeline's statement trigger, per row; measured by `npm run bench -- --only
-- gateway`, that sync went from 61.4 s to 18.4 s with this). An INSERT now refreshes its stands
-- once, over its transition table; updates and deletes keep the row trigger. Same texts at the end
-- of the statement, as before.
DROP TRIGGER user_stand_roles_search ON user_stand_roles;
CREATE TRIGGER user_stand_roles_search AFTER UPDATE OR DELETE ON user_stand_roles
  FOR EACH ROW EXECUTE FUNCTION user_stand_roles_after_write();

CREATE FUNCTION user_stand_roles_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_stand_search(ARRAY(SELECT DISTINCT stand_id FROM inserted_roles));
  RETURN NULL;
END $$;
CREATE TRIGGER user_stand_roles_search_insert AFTER INSERT ON user_stand_roles REFERENCING NEW TABLE AS inserted_roles
  FOR EACH STATEMENT EXECUTE FUNCTION user_stand_roles_after_insert();
