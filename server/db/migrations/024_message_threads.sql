-- Every thread's messages in one place (issue 19, "One thread"): `/backend/messages/{id}` edits a
-- message whatever thread holds it, and only the newest of its thread (server/threads/). A thread
-- added later (demand messages, stand document messages) recreates this view with one more branch.
CREATE VIEW message_threads AS
  SELECT 'stand_messages'::text AS thread, id, stand_id AS owner_id, message_id, created_at FROM stand_messages;

