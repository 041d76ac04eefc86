-- The administrators screen (issue 12): the users list is searched by words of the e-mail,
-- identifier, names and company (trigram index on one folded expression, the same SQL as the
-- `search` filter of server/resources/userAccounts.ts) and sorted by name.
-- `||` rather than concat_ws: an index expression must be immutable; app_fold qualified because
-- index builds run with a search_path of pg_catalog only (PostgreSQL 17).
CREATE FUNCTION user_search_text(email text, username text, first_name text, last_name text, company text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.app_fold(email || ' ' || username || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company, ''))
$$;

DO $$ BEGIN
  CREATE INDEX users_search_idx ON users USING gin (user_search_text(email, username, first_name, last_name, company) gin_trgm_ops);
EXCEPTION WHEN undefined_object THEN
  RAISE NOTICE 'pg_trgm unavailable, the users search is not indexed';
END $$;

CREATE INDEX users_name_idx ON users (last_name, first_name, id);
CREATE INDEX users_role_name_idx ON users (role_id, last_name, first_name, id);
