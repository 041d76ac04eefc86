-- The accounts' search text kept in a column, not in a trigram index; app_fold without translate()
-- (issue 24, "Speed": a sync of 20,000 stands ≤ 10 s; docs/performance.md and docs/decisions.md,
-- session 19).
--
-- app_fold: translate() compares each character of its text with each of the 29 accented
-- characters through the encoding's length function (~17 µs for a 100-character text, most of the
-- fold); a chain of replace() gives the same text (test/api/db/fold.test.ts, against translate()
-- and the API's `fold` of server/hydra/sql.ts) in about 60 % of the time. Same results, so what was stored or indexed through
-- it (stand_search, mail_deliveries.search_text) stays valid.
CREATE OR REPLACE FUNCTION app_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
         replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
         replace(replace(replace(replace(replace(replace(replace(replace(replace(
           lower(coalesce(t, '')),
           'à', 'a'), 'á', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'), 'å', 'a'), 'ç', 'c'),
           'è', 'e'), 'é', 'e'), 'ê', 'e'), 'ë', 'e'), 'ì', 'i'), 'í', 'i'), 'î', 'i'), 'ï', 'i'),
           'ñ', 'n'), 'ò', 'o'), 'ó', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
           'ù', 'u'), 'ú', 'u'), 'û', 'u'), 'ü', 'u'), 'ý', 'y'), 'ÿ', 'y'), 'æ', 'a'), 'œ', 'o')
$$;

-- The accounts list's `search` (server/resources/userAccounts.ts) reads this column. Its trigram
-- index (015) cost every new account ~65 µs (1.2–1.3 s of the 2–3 s a sync spends creating 20,000
-- exhibitor accounts) and did not keep its searches fast: a short or absent word made the planner
-- walk users_name_idx computing the folded text of every account (600 ms over 20,000 accounts),
-- a common one ~50 ms. A scan of the stored text is ~20 ms for 20,000 accounts whatever the words
-- (~1 µs an account; decisions.md says when to index it again).
ALTER TABLE users ADD COLUMN search_text text
  GENERATED ALWAYS AS (user_search_text(email, username, first_name, last_name, company)) STORED;
DROP INDEX IF EXISTS users_search_idx;
