-- A stand's search entry and its external identifier without a foreign-key check per row (issue 24,
-- "Speed": a sync of 20,000 stands ≤ 10 s; docs/performance.md and docs/decisions.md, session 19).
--
-- A foreign key checks each new row with a query of its own (~12 µs: 20,000 stands' search entries
-- and identifiers, 60,000 checks, ~0.7 s of a sync). These rows are written with their stand, or
-- for a stand their writer holds:
-- - stand_search: inserted by the statement inserting the stand (server/repositories/stands.ts,
--   migration 043's trigger), afterwards only updated;
-- - external_stand_identifiers: inserted by the sync (server/repositories/externalStandIdentifiers.ts)
--   for the stands it inserted in its transaction, or for existing ones it locks as the check did
--   (FOR KEY SHARE) in the same statement; its source is the show's, which the sync holds locked
--   (a show's source cannot be deleted while a show names it: shows_source_id_fkey, RESTRICT).
-- What the keys' ON DELETE CASCADE did, the triggers below do, by statement.
--
-- The identifiers' unique (source_id, token_identifier) goes too: the unique (source_id, token_hash)
-- says the same (sha256 of the token), and reads by token go through the hash (~0.2 s of 20,000 new
-- identifiers, each a random text key in one more index).
ALTER TABLE stand_search DROP CONSTRAINT IF EXISTS stand_search_stand_id_fkey;
ALTER TABLE external_stand_identifiers
  DROP CONSTRAINT IF EXISTS external_stand_identifiers_stand_id_fkey,
  DROP CONSTRAINT IF EXISTS external_stand_identifiers_source_id_fkey,
  DROP CONSTRAINT IF EXISTS external_stand_identifiers_source_id_token_identifier_key;

CREATE FUNCTION stands_after_delete_side_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stand_search ss USING deleted_stands d WHERE ss.stand_id = d.id;
  DELETE FROM external_stand_identifiers e USING deleted_stands d WHERE e.stand_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER stands_side_rows_delete AFTER DELETE ON stands
  REFERENCING OLD TABLE AS deleted_stands FOR EACH STATEMENT EXECUTE FUNCTION stands_after_delete_side_rows();

-- DELETE, not TRUNCATE: a TRUNCATE … CASCADE naming stands may already be emptying these tables
-- (the large seed's), and a table cannot be truncated again while that statement uses it.
CREATE FUNCTION stands_after_truncate_side_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stand_search;
  DELETE FROM external_stand_identifiers;
  RETURN NULL;
END $$;
CREATE TRIGGER stands_side_rows_truncate AFTER TRUNCATE ON stands
  FOR EACH STATEMENT EXECUTE FUNCTION stands_after_truncate_side_rows();

CREATE FUNCTION sources_after_delete_identifiers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM external_stand_identifiers e USING deleted_sources d WHERE e.source_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER sources_identifiers_delete AFTER DELETE ON sources
  REFERENCING OLD TABLE AS deleted_sources FOR EACH STATEMENT EXECUTE FUNCTION sources_after_delete_identifiers();
