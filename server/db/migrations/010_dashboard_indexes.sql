-- The stand dashboard (issue 9, "Speed"): a show's finding counters (shows.nbInProgressReports,
-- nbClosedReports), asked with the show itself and for every show of the app bar's switcher, summed
-- the stands' counters over every stand of the show (an index-only scan of 20 000 entries for the
-- largest, ~87 000 for the switcher's 32 shows). Only stands with findings count: their entries alone.
CREATE INDEX stands_show_in_progress_reports_idx ON stands (show_id, nb_in_progress_reports) WHERE nb_in_progress_reports > 0;
CREATE INDEX stands_show_closed_reports_idx ON stands (show_id, nb_closed_reports) WHERE nb_closed_reports > 0;
