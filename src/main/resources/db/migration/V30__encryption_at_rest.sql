-- Personal data encrypted at rest (issue 18).

-- Each account's keys (Tink keysets: field keys, file keys, the index key), each encrypted with the installation's
-- key that master_key_id names. account_id '-' holds the keys of installation-wide data (analyses cached by content).
-- version grows with every change (rotation, retirement); rotated_at is set while replaced keys remain.
CREATE TABLE key_ring (
    account_id    VARCHAR(36)  PRIMARY KEY,
    master_key_id VARCHAR(16)  NOT NULL,
    field_keys    BYTEA        NOT NULL,
    file_keys     BYTEA        NOT NULL,
    index_key     BYTEA        NOT NULL,
    version       BIGINT       NOT NULL,
    rotated_at    TIMESTAMP WITH TIME ZONE,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Sealed values ("e1:" and Base64) are longer than the plain ones, and dates are sealed as text.

ALTER TABLE applicant ALTER COLUMN first_name SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN middle_name SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN last_name SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN dob SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN place_of_birth SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN telegram_username SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN wallet_address SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN company_name SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN registration_number SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN tax_number SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN email SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN phone SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN external_applicant_id SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN custom_field_1 SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN custom_field_2 SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN custom_field_3 SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN custom_field_4 SET DATA TYPE VARCHAR;
ALTER TABLE applicant ALTER COLUMN custom_field_5 SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN first_name SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN middle_name SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN last_name SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN dob SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN email SET DATA TYPE VARCHAR;
ALTER TABLE affiliated_person ALTER COLUMN phone SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN state_or_province SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN city SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN district SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN street_name SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN postal_code SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN building_number SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN unit_number SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN full_address SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN region SET DATA TYPE VARCHAR;
ALTER TABLE address ALTER COLUMN address SET DATA TYPE VARCHAR;
ALTER TABLE document ALTER COLUMN document_number SET DATA TYPE VARCHAR;
ALTER TABLE document ALTER COLUMN additional_number SET DATA TYPE VARCHAR;
ALTER TABLE document ALTER COLUMN mrz SET DATA TYPE VARCHAR;
ALTER TABLE document ALTER COLUMN card_number SET DATA TYPE VARCHAR;
ALTER TABLE document ALTER COLUMN account_number SET DATA TYPE VARCHAR;
ALTER TABLE verification ALTER COLUMN external_applicant_id SET DATA TYPE VARCHAR;
ALTER TABLE verification ALTER COLUMN decision_comment SET DATA TYPE VARCHAR;
ALTER TABLE form_url ALTER COLUMN external_applicant_id SET DATA TYPE VARCHAR;
ALTER TABLE monitored_subject ALTER COLUMN name SET DATA TYPE VARCHAR;
ALTER TABLE monitored_subject ALTER COLUMN birth_date SET DATA TYPE VARCHAR;
ALTER TABLE monitoring_alert ALTER COLUMN matched_name SET DATA TYPE VARCHAR;
ALTER TABLE mrz_reading ALTER COLUMN mrz SET DATA TYPE VARCHAR;
ALTER TABLE stored_file ALTER COLUMN file_name SET DATA TYPE VARCHAR;

-- Look-ups by equality go through keyed hashes (HMAC-SHA256 under the account's index key), never plaintext:
-- external_applicant_id, the duplicate key (which held a normalised name and date of birth) and document numbers.
ALTER TABLE applicant DROP CONSTRAINT applicant_external_id;
ALTER TABLE applicant ADD COLUMN external_key VARCHAR(64);
ALTER TABLE applicant ADD CONSTRAINT applicant_external_key UNIQUE (account_id, external_key);
ALTER TABLE document ADD COLUMN number_key VARCHAR(64);
DROP INDEX document_account_number;
CREATE INDEX document_account_number_key ON document (account_id, number_key);

-- The console's search: a keyed hash of each word of an applicant's names, of its email and of its external id.
CREATE TABLE applicant_search (
    account_id   VARCHAR(36) NOT NULL,
    applicant_id VARCHAR(36) NOT NULL,
    search_key   VARCHAR(64) NOT NULL,
    PRIMARY KEY (applicant_id, search_key)
);
CREATE INDEX applicant_search_key ON applicant_search (account_id, search_key);

-- Snapshots and callback bodies are sealed whole with their account's keys.
ALTER TABLE verification_snapshot ADD COLUMN account_id VARCHAR(36);
UPDATE verification_snapshot SET account_id = (SELECT v.account_id FROM verification v
                                                WHERE v.id = verification_snapshot.verification_id);

-- File contents are encrypted with the account's file key content_key (null: stored in clear before this
-- migration, under the content's sha256) and stored under a keyed hash of the content's sha256.
ALTER TABLE stored_file ADD COLUMN content_key BIGINT;
