-- A list's entries are of a type (sanctions, pep, crime, debarment, internal), not just PEP or not: a monitoring run
-- remembers the type of the list it screens. Entries of a FollowTheMoney list may each say otherwise for themselves.
ALTER TABLE monitoring_run ADD COLUMN list_type VARCHAR(16);
UPDATE monitoring_run SET list_type = CASE WHEN pep THEN 'pep' ELSE 'sanctions' END;
ALTER TABLE monitoring_run ALTER COLUMN pep SET DEFAULT FALSE;
