-- DUPLICATE_APPLICANT looks for other applicants of the account born on the same day or registered in the same country.
CREATE INDEX applicant_account_dob ON applicant (account_id, dob);
CREATE INDEX applicant_account_registration ON applicant (account_id, registration_country);
