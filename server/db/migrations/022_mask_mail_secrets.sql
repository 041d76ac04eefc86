-- Secrets are masked in every copy the API serves (issue 18, point 1): the outbox screen showed a
-- reset link's token in clear when the transport was the outbox, so anyone reading the outbox
-- could take over the account. Messages recorded before this fix get the same mask as the mailer
-- now writes (server/services/mail/secrets.ts); the `.eml` files on disk keep their links.
UPDATE mail_deliveries
   SET text_body = regexp_replace(text_body, '(/reinitialisation-mot-de-passe\?t=)[A-Za-z0-9_-]+', '\1••••••', 'g')
 WHERE kind = 'passwordReset' AND text_body ~ '/reinitialisation-mot-de-passe\?t=[A-Za-z0-9_-]';
