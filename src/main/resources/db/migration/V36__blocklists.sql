-- The account's own blocklists (KYCAID's INTERNAL databases): persons and companies it will not onboard, document
-- numbers (lost, stolen, fraudulent), e-mail addresses and phone numbers. Personal values are sealed with the
-- account's keys; match_key is a keyed hash of the normalised value, so an entry is found (and added once) without
-- reading the values.
CREATE TABLE blocklist_entry (
    id               VARCHAR(36)  PRIMARY KEY,
    account_id       VARCHAR(36)  NOT NULL,
    kind             VARCHAR(16)  NOT NULL,
    match_key        VARCHAR(64)  NOT NULL,
    name             VARCHAR,
    birth_date       VARCHAR,
    countries        VARCHAR(64),
    document_type    VARCHAR(40),
    document_number  VARCHAR,
    document_country VARCHAR(2),
    email            VARCHAR,
    phone            VARCHAR,
    note             VARCHAR,
    created_by       VARCHAR(80)  NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT blocklist_entry_once UNIQUE (account_id, kind, match_key)
);
CREATE INDEX blocklist_entry_page ON blocklist_entry (account_id, kind, created_at, id);

-- A monitoring run of an account's own list screens only that account's subjects; its entries are the ids of the
-- blocklist entries (read, and opened, when the run screens them), never their values.
ALTER TABLE monitoring_run ADD COLUMN account_id VARCHAR(36);
