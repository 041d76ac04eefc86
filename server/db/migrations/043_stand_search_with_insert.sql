-- The search entries of stands inserted with their people (issue 24, "Speed"; docs/performance.md,
-- session 18): server/repositories/stands.ts insertImported reads the new stands' people once
-- (stands_people_texts) for both their people columns and their search entries, which it inserts
-- in the same statement. The statement trigger then writes the entries of the other stands only
-- (any other writer's): before, it read the same people a second time for all 20,000 stands of a
-- sync (~0.4–0.5 s of the stands' insert). Same texts, same table: stand_search_text_of.
CREATE OR REPLACE FUNCTION stands_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH missing AS (
    SELECT i.* FROM inserted_stands i WHERE NOT EXISTS (SELECT 1 FROM stand_search s WHERE s.stand_id = i.id)
  )
  INSERT INTO stand_search (stand_id, show_id, search_text)
  SELECT n.id, n.show_id, stand_search_text_of(n.name, n.hall, n.aisle, n.number, n.stand_type, p.people_names)
    FROM missing n
    LEFT JOIN stands_people_texts(ARRAY(SELECT id FROM missing)) p ON p.stand_id = n.id;
  RETURN NULL;
END $$;
