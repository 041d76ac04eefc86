-- Fewer indexes written per stand (issue 24, "Speed": a sync of 20,000 stands ≤ 10 s; docs/performance.md,
-- session 18; docs/decisions.md).
--
-- Every new stand, and every stand update that is not HOT (a status, a counter, updated_at: most of
-- them), writes one entry in each of the stands' indexes, ~140 ms per index per 20,000 stands (an
-- insert of 20,000 stands into an empty copy of the table: 2.0–2.5 s with all, 1.1–1.4 s without these
-- six and the number's). These six served a sort on a rarely sorted column (and the documents' date
-- and the report counters' range filters, whose common case, "> 0", keeps its partial indexes):
-- without them the list reads the show's rows through stands_show_summary_idx and sorts or filters
-- them (a top-N sort for page 1); on the largest show (20,000 stands) page 1 takes 30–55 ms instead
-- of 8–12 ms, a date-range filter on the documents' date ~20 ms, deep pages the same or less, and no
-- plan reads outside the show.
--
-- Kept: the default sort (name); the stand number (its text sort of 20,000 rows costs ~80 ms a request
-- without the index: the list bench's order[number]=desc row); the triage's sorts and filters (status,
-- updated_at, whose turn, document status, surface ranges); hall (the halls' loose index scan,
-- server/resources/showHalls.ts); the boolean filters' partial indexes; the summary index.
DROP INDEX IF EXISTS stands_show_aisle_idx;
DROP INDEX IF EXISTS stands_show_type_idx;
DROP INDEX IF EXISTS stands_show_layouts_idx;
DROP INDEX IF EXISTS stands_show_in_progress_idx;
DROP INDEX IF EXISTS stands_show_closed_idx;
DROP INDEX IF EXISTS stands_show_docs_updated_idx;

-- A prefix of users_role_name_idx (role_id, last_name, first_name, id), which serves every read by role.
DROP INDEX IF EXISTS users_role_idx;
