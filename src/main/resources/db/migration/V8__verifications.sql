CREATE TABLE verification (
    id                    VARCHAR(36)  PRIMARY KEY,
    account_id            VARCHAR(36)  NOT NULL REFERENCES account (id),
    -- null for a form URL not yet submitted by a new applicant
    applicant_id          VARCHAR(36)  REFERENCES applicant (id),
    form_id               VARCHAR(36),
    status                VARCHAR(16)  NOT NULL,
    verified              BOOLEAN,
    types                 VARCHAR(100) NOT NULL,
    callback_url          VARCHAR(2048),
    external_applicant_id VARCHAR(50),
    -- the applicant's id while this verification is pending or in review: one active verification per applicant
    active_key            VARCHAR(36)  UNIQUE,
    checks                VARCHAR,
    decline_reasons       VARCHAR(2048) NOT NULL DEFAULT '',
    risk_score            INTEGER,
    decided_by            VARCHAR(16),
    decision_comment      VARCHAR(2048),
    policy_version        VARCHAR(100),
    snapshot_hash         VARCHAR(64),
    created_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    completed_at          TIMESTAMP WITH TIME ZONE
);
CREATE INDEX verification_account_created ON verification (account_id, created_at);
CREATE INDEX verification_applicant ON verification (applicant_id, created_at);

-- What a verification decided on: the evidence it pinned and the effective policy, for explanation and replay.
CREATE TABLE verification_snapshot (
    verification_id VARCHAR(36) PRIMARY KEY REFERENCES verification (id),
    evidence        VARCHAR NOT NULL,
    policy          VARCHAR NOT NULL
);

-- Overrides of the default decision policy (JSON, snake_case keys): scope 'account' for the account's own, or a
-- form id for one form's (applied after the account's).
CREATE TABLE policy_override (
    account_id VARCHAR(36) NOT NULL REFERENCES account (id),
    scope      VARCHAR(36) NOT NULL,
    overrides  VARCHAR NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (account_id, scope)
);
