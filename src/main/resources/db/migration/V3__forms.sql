CREATE TABLE form (
    id                 VARCHAR(36)  PRIMARY KEY,
    account_id         VARCHAR(36)  NOT NULL REFERENCES account (id),
    name               VARCHAR(255) NOT NULL,
    applicant_type     VARCHAR(16)  NOT NULL,
    -- ordered lists of codes, comma-separated
    steps              VARCHAR(255) NOT NULL,
    document_types     VARCHAR(1024) NOT NULL,
    verification_types VARCHAR(255) NOT NULL,
    url_ttl_seconds    BIGINT,
    max_attempts       INTEGER,
    redirect_url       VARCHAR(2048),
    callback_url       VARCHAR(2048),
    created_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at         TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX form_account_created ON form (account_id, created_at);
