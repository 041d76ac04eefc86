-- Issue 10: testers record user flows in any build. The flag is set by an admin
-- (administrators screen); see docs/decisions.md, Recorded flows.
ALTER TABLE users ADD COLUMN tester boolean NOT NULL DEFAULT false;
