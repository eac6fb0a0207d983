-- One set of migrations for H2 (PostgreSQL mode) and PostgreSQL: portable types only.

CREATE TABLE account (
    id                        VARCHAR(36)  PRIMARY KEY,
    name                      VARCHAR(255) NOT NULL,
    status                    VARCHAR(16)  NOT NULL,
    webhook_url               VARCHAR(2048),
    webhook_secret            VARCHAR(512),
    webhook_secret_previous   VARCHAR(512),
    webhook_secret_rotated_at TIMESTAMP WITH TIME ZONE,
    created_at                TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at                TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE api_key (
    id         VARCHAR(36) PRIMARY KEY,
    account_id VARCHAR(36) NOT NULL REFERENCES account (id),
    key_hash   VARCHAR(64) NOT NULL UNIQUE,
    key_hint   VARCHAR(8)  NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at TIMESTAMP WITH TIME ZONE
);
CREATE INDEX api_key_account ON api_key (account_id);

-- Rows that make one-time actions happen once across nodes (e.g. printing the first account's key).
CREATE TABLE instance_marker (
    name VARCHAR(64) PRIMARY KEY
);

CREATE TABLE idempotency_record (
    account_id      VARCHAR(36)  NOT NULL,
    idempotency_key VARCHAR(255) NOT NULL,
    request_hash    VARCHAR(64)  NOT NULL,
    status_code     INTEGER,
    content_type    VARCHAR(255),
    location        VARCHAR(2048),
    response_body   VARCHAR,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (account_id, idempotency_key)
);
CREATE INDEX idempotency_record_created ON idempotency_record (created_at);
