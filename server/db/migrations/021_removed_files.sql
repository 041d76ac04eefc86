-- Stored files of deleted media (issue 11: a deleted stand's photos and attachments stayed on
-- disk, unreachable). A file cannot be removed inside the transaction that deletes its row (a
-- rollback would leave a row without its file), so the delete records the file's name here, in
-- that transaction, and the sweeper (server/services/removedFiles.ts) removes the files once
-- the delete has committed: after each successful DELETE request, and when the server starts.
CREATE TABLE removed_files (
  storage_name text PRIMARY KEY,
  removed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION media_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_files (storage_name) SELECT d.storage_name FROM deleted_media d ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER media_removed_files AFTER DELETE ON media REFERENCING OLD TABLE AS deleted_media
  FOR EACH STATEMENT EXECUTE FUNCTION media_after_delete();

-- A deleted show's own files (logo, exhibitor guide, map, safety instructions) go with it, unless
-- another show names the same file. (Its stands' files go with each stand: stands_before_delete.)
CREATE FUNCTION shows_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media m
   WHERE m.id IN (SELECT unnest(ARRAY[d.logo_id, d.exhibitor_guide_id, d.map_id, d.security_instructions_id]) FROM deleted_shows d)
     AND NOT EXISTS (SELECT 1 FROM shows s WHERE m.id IN (s.logo_id, s.exhibitor_guide_id, s.map_id, s.security_instructions_id));
  RETURN NULL;
END $$;
CREATE TRIGGER shows_delete_media AFTER DELETE ON shows REFERENCING OLD TABLE AS deleted_shows
  FOR EACH STATEMENT EXECUTE FUNCTION shows_after_delete();
