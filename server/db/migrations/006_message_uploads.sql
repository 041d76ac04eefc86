-- Stand messages with attachments and the plan workflow (issue 9).
-- An attachment is uploaded before its message exists (POST /backend/message_media, then the
-- message names it): until then it belongs to whoever uploaded it, and only they may link it.
ALTER TABLE message_media ADD COLUMN created_by_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX message_media_unlinked_idx ON message_media (created_by_id, id) WHERE message_id IS NULL;

-- The purchase order of a plan confirmation (waste disposal by a cleaning company): one of the
-- message's attachments.
ALTER TABLE stand_messages ADD COLUMN confirmation_purchase_order_id integer REFERENCES message_media (id) ON DELETE SET NULL;
ALTER TABLE stand_messages ADD CONSTRAINT stand_messages_waste_disposal_check
  CHECK (confirmation_waste_disposal IS NULL OR confirmation_waste_disposal IN ('ourselves', 'decorator', 'cleaningCompany'));
