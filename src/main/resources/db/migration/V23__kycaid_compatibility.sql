-- KYCAID compatibility (issue 11).

-- KYCAID signs x-data-integrity with the client's API key, so the key must be recoverable: encrypted with the
-- service's encryption key (AES-GCM, like webhook secrets), beside its hash. Keys created before this migration
-- have none; their accounts fall back to the webhook secret until a new key exists.
ALTER TABLE api_key ADD COLUMN key_encrypted VARCHAR(512);

-- What x-data-integrity is keyed with: 'api_key' (KYCAID's scheme, the default) or 'webhook_secret'.
ALTER TABLE account ADD COLUMN data_integrity_key VARCHAR(16) NOT NULL DEFAULT 'api_key';

-- The API key a verification (or the form URL that reserved it) was created with; its callbacks are signed with it.
ALTER TABLE verification ADD COLUMN api_key_id VARCHAR(36);
ALTER TABLE webhook_event ADD COLUMN api_key_id VARCHAR(36);

-- KYCAID's address fields with no AVS synonym, and its company field business_activity_id.
ALTER TABLE address ADD COLUMN region VARCHAR(64);
ALTER TABLE address ADD COLUMN address VARCHAR(64);
ALTER TABLE address ALTER COLUMN country DROP NOT NULL;
ALTER TABLE applicant ADD COLUMN business_activity_id VARCHAR(64);

-- The report's country_code (KYCAID's): the applicant's residence (a company's registration country) as the
-- verification's snapshot had it. Earlier verifications take the applicant's current one.
ALTER TABLE verification ADD COLUMN country_code VARCHAR(2);
UPDATE verification SET country_code = (SELECT COALESCE(a.residence_country, a.registration_country)
                                        FROM applicant a WHERE a.id = verification.applicant_id)
WHERE applicant_id IS NOT NULL;
