-- Every foreign key whose target rows get deleted has an index its check can use (test/api/db/foreignKeyIndexes.test.ts).
-- Without one, each deleted target row reads the whole referencing table: deleting the 20,000
-- accounts a sync created read message_media once per account (6 s per 200 accounts), and each
-- removed message file read all of stand_messages for a purchase order pointing at it.
-- A partial index `WHERE col IS NOT NULL` serves the check (its `col = $1` implies it) and
-- leaves out the many rows without a value.
CREATE INDEX message_media_created_by_idx ON message_media (created_by_id) WHERE created_by_id IS NOT NULL;
CREATE INDEX media_created_by_idx ON media (created_by_id) WHERE created_by_id IS NOT NULL;
CREATE INDEX stand_messages_purchase_order_idx ON stand_messages (confirmation_purchase_order_id) WHERE confirmation_purchase_order_id IS NOT NULL;
CREATE INDEX stands_security_instruction_idx ON stands (stand_security_instruction_id) WHERE stand_security_instruction_id IS NOT NULL;
CREATE INDEX stand_document_media_created_by_idx ON stand_document_media (created_by_id) WHERE created_by_id IS NOT NULL;
CREATE INDEX password_reset_tokens_user_all_idx ON password_reset_tokens (user_id);
-- stand_document_media_stand_idx (026) leaves deleted documents out: a stand's delete checks them all.
CREATE INDEX stand_document_media_stand_all_idx ON stand_document_media (stand_id);
CREATE INDEX shows_source_idx ON shows (source_id) WHERE source_id IS NOT NULL;
CREATE INDEX show_source_query_parameters_source_idx ON show_source_query_parameters (source_id);
