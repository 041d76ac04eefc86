-- Sessions checked against the user's current state (issue 7). Every access token carries the
-- user's session version (`sv`); the auth hook compares it with this column on each request
-- (a primary-key lookup), so a token stops working at once when the version moves on.
-- The trigger bumps it whenever the account's standing changes: disabled or enabled, another
-- role, a new password (change or reset). Deleting the user removes the row (same effect);
-- refresh-token reuse bumps it in code (server/auth/refreshTokens.ts).
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION users_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.enabled IS DISTINCT FROM OLD.enabled
     OR NEW.role_id IS DISTINCT FROM OLD.role_id
     OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER users_session_version BEFORE UPDATE OF enabled, role_id, password_hash ON users
  FOR EACH ROW EXECUTE FUNCTION users_bump_session_version();

-- A refresh chain belongs to one session version: once the user's version moves on, the chain
-- can no longer be rotated (disabled, role changed, password changed, reuse detected).
ALTER TABLE refresh_tokens ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- Access tokens name their chain (`sid`): a revoked chain (logout, reuse) is one probe of this index.
CREATE INDEX refresh_tokens_revoked_chain_idx ON refresh_tokens (chain_id) WHERE revoked_at IS NOT NULL;
