-- Grows with every change to what GET /applicants/{id} shows (the applicant, its persons, addresses, documents,
-- verifications), in the transaction of the change: a node may serve its cached rendering while the version holds.
ALTER TABLE applicant ADD COLUMN view_version BIGINT NOT NULL DEFAULT 0;
