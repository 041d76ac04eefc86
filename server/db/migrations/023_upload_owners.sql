-- Every upload names its uploader (issue 18, point 4): uploads never attached (to a message, a
-- finding, a show, an import) are capped per user and removed a day later
-- (server/services/unattachedUploads.ts). Show files already had media.created_by_id (013); the
-- message attachments and import files kept it on their own row: copied here.
UPDATE media m SET created_by_id = mm.created_by_id
  FROM message_media mm
 WHERE mm.media_id = m.id AND m.created_by_id IS NULL AND mm.created_by_id IS NOT NULL;
UPDATE media m SET created_by_id = f.created_by_id
  FROM stand_import_files f
 WHERE f.media_id = m.id AND m.created_by_id IS NULL;

-- The cap counts one user's uploads; the daily cleanup reads the old ones.
CREATE INDEX media_uploader_idx ON media (created_by_id) WHERE created_by_id IS NOT NULL;
CREATE INDEX media_created_at_idx ON media (created_at);
-- "Named by a show" is looked up per upload.
CREATE INDEX shows_logo_idx ON shows (logo_id) WHERE logo_id IS NOT NULL;
CREATE INDEX shows_exhibitor_guide_idx ON shows (exhibitor_guide_id) WHERE exhibitor_guide_id IS NOT NULL;
CREATE INDEX shows_map_idx ON shows (map_id) WHERE map_id IS NOT NULL;
CREATE INDEX shows_security_instructions_idx ON shows (security_instructions_id) WHERE security_instructions_id IS NOT NULL;
