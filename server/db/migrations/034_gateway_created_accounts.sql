-- Which accounts an external sign-in token may open (security review S2, docs/decisions.md,
-- "External sign-in"): only one the gateway made (the sync or a first sign-in) and whose owner
-- never chose a password. Every other account signs in with its password: an organizer's
-- exhibitor file naming the e-mail of an account someone already uses must not open it.
ALTER TABLE users
  ADD COLUMN created_by_gateway boolean NOT NULL DEFAULT false,
  ADD COLUMN password_set_at timestamptz;

-- Set by the database, not by each route: a password set by any path (the account page, a reset
-- link, an administrator, the contact form) ends the token's access, and no path can forget it.
-- The random password an account is made with is an INSERT, not a choice: it does not count.
CREATE FUNCTION users_stamp_password_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.password_set_at := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER users_password_set BEFORE UPDATE OF password_hash ON users
  FOR EACH ROW EXECUTE FUNCTION users_stamp_password_set();
