-- The gateway's reference sources (issue 24), inserted once: now that admins manage sources
-- (/backend/sources), a source an admin renamed or removed is not brought back at every start, as
-- server/db/referenceData.ts did until migration 031. 'gl_event' relabels the folder 'Identifiant
-- salon'; the hosts and credentials are the admin's to fill.
INSERT INTO sources (reference, name, protocol) VALUES ('gl_event', 'GL events', 'https'), ('ftp', 'FTP', 'ftps')
ON CONFLICT (reference) DO NOTHING;
