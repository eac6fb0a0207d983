-- Uploaded files. The bytes live in the configured FileStorage, content-addressed by sha256 (stored once however
-- many rows name them); a row is one account's file with its own id and metadata.
CREATE TABLE stored_file (
    id            VARCHAR(36)  PRIMARY KEY,
    account_id    VARCHAR(36)  NOT NULL REFERENCES account (id),
    file_name     VARCHAR(255) NOT NULL,
    content_type  VARCHAR(64)  NOT NULL,
    size_bytes    BIGINT       NOT NULL,
    sha256        VARCHAR(64)  NOT NULL,
    -- images only, and only when the header could be read
    width         INTEGER,
    height        INTEGER,
    -- set by a verification that used this file; a PUT then makes a copy instead of changing it
    pinned        BOOLEAN      NOT NULL DEFAULT FALSE,
    -- the id of the copy that took this file's place (PUT on a pinned file)
    superseded_by VARCHAR(36),
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX stored_file_account_created ON stored_file (account_id, created_at);
CREATE INDEX stored_file_sha256 ON stored_file (sha256);
