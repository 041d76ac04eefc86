-- Stand management (issue 11, items 1 and 2): deleting a stand, and the standist picker.
--
-- What depends on a stand goes with it (docs/decisions.md, "Deleting a stand"). The foreign keys
-- of 001/002/009 already cascade from stands to its contacts (user_stand_roles), layouts, safety
-- record, stand messages, findings and their photo links, and timeline events; two kinds of row
-- are only linked *from* those: the messages themselves (stand_messages → messages) and the
-- media rows of message attachments and finding photos (message_media / report_media → media).
-- They would be left unreachable, so the stand's delete removes them first, in the same statement.
CREATE FUNCTION stands_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media m
   WHERE m.id IN (SELECT mm.media_id FROM message_media mm JOIN stand_messages sm ON sm.message_id = mm.message_id
                   WHERE sm.stand_id = OLD.id)
      OR m.id IN (SELECT rm.media_id FROM report_media rm JOIN reports r ON r.id = rm.report_id WHERE r.stand_id = OLD.id);
  DELETE FROM messages msg WHERE msg.id IN (SELECT sm.message_id FROM stand_messages sm WHERE sm.stand_id = OLD.id);
  RETURN OLD;
END $$;
CREATE TRIGGER stands_delete_dependents BEFORE DELETE ON stands
  FOR EACH ROW EXECUTE FUNCTION stands_before_delete();

-- The standist picker (/backend/standists) reads users by role and name (users_role_name_idx of
-- 015) and contacts by user (the UNIQUE (user_id, stand_id, standist_role) index of 001).
