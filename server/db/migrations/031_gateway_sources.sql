-- The gateway's reference sources (issue 24): the old 'sftp' row becomes the FTP source (FTPS,
-- explicit TLS: basic-ftp speaks FTP and FTPS, not SFTP), 'gl_event' reaches GL events over HTTPS.
-- Their host and credentials are the admin's to fill (/backend/sources). Mirrored by
-- migration 032 for a fresh installation.
UPDATE sources SET reference = 'ftp', name = 'FTP', protocol = 'ftps'
 WHERE reference = 'sftp' AND NOT EXISTS (SELECT 1 FROM sources WHERE reference = 'ftp');
UPDATE sources SET protocol = 'https' WHERE reference = 'gl_event';
