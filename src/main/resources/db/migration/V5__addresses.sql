-- Addresses of applicants and of affiliated persons. "Current" = not superseded and not removed; only current
-- addresses carry current_key (<owner id>:<type>), whose UNIQUE constraint enforces one current address per type
-- and owner on every database (NULLs are distinct in H2 and PostgreSQL alike), race-free.
CREATE TABLE address (
    id                   VARCHAR(36)  PRIMARY KEY,
    account_id           VARCHAR(36)  NOT NULL REFERENCES account (id),
    -- the applicant the address belongs to, also when its owner is one of the applicant's affiliated persons
    applicant_id         VARCHAR(36)  NOT NULL REFERENCES applicant (id),
    -- the owner when it is an affiliated person; no foreign key: a pinned address outlives a deleted person
    affiliated_person_id VARCHAR(36),
    type                 VARCHAR(16)  NOT NULL,
    country              VARCHAR(2)   NOT NULL,
    state_or_province    VARCHAR(64),
    city                 VARCHAR(64),
    district             VARCHAR(64),
    street_name          VARCHAR(64),
    postal_code          VARCHAR(20),
    building_number      VARCHAR(20),
    unit_number          VARCHAR(20),
    full_address         VARCHAR(255),
    pinned               BOOLEAN      NOT NULL DEFAULT FALSE,
    superseded_by        VARCHAR(36),
    removed_at           TIMESTAMP WITH TIME ZONE,
    current_key          VARCHAR(64),
    created_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT address_current_key UNIQUE (current_key)
);
CREATE INDEX address_applicant ON address (applicant_id, created_at);
CREATE INDEX address_person ON address (affiliated_person_id);
