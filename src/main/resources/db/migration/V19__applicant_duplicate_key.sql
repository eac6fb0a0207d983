-- DUPLICATE_APPLICANT compares a key computed when the applicant is written: for a person the normalised first and
-- last name with the date of birth, for a company the registration country with the normalised registration number.
-- One exact, indexed look-up replaces the two range indexes (and a comparison in code).
ALTER TABLE applicant ADD COLUMN duplicate_key VARCHAR(300);
DROP INDEX applicant_account_dob;
DROP INDEX applicant_account_registration;
CREATE INDEX applicant_duplicate ON applicant (account_id, duplicate_key);
