-- A plan mark saved in one statement (issue 25, "Speed": a mark saved; docs/performance.md,
-- session 15).
--
-- plan_revisions.last_mark_number: the highest number given to a mark of the revision. A POST
-- /plan_annotations increments it (UPDATE … WHERE the revision is undecided and the file is one of
-- its files, RETURNING) in a CTE that feeds the INSERT of the mark: the UPDATE takes the revision's
-- row lock and re-reads its newest version after waiting for it, so parallel posts take 1, 2, 3…
-- one after the other, and a decision landing meanwhile is seen. (A `max(number) + 1` in that same
-- statement would read the snapshot taken before the wait: duplicate numbers.)
--
-- New revisions (migration 039's trigger on stand_messages, the large data set's loader) start at 0
-- through the default. Deleting a mark sets it back to the highest number left, so the next mark
-- takes the number right after it, as with max(number) + 1 before.
ALTER TABLE plan_revisions ADD COLUMN last_mark_number integer NOT NULL DEFAULT 0 CHECK (last_mark_number >= 0);

UPDATE plan_revisions r
   SET last_mark_number = m.n
  FROM (SELECT revision_id, max(number) AS n FROM plan_annotations GROUP BY revision_id) m
 WHERE r.id = m.revision_id;
