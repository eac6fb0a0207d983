-- Hosted form URLs: one per verification reserved in status unused. The URL carries a random secret of which only
-- the SHA-256 is stored; id is the public form_token that the API response and callbacks name.
CREATE TABLE form_url (
    id                    VARCHAR(36)  PRIMARY KEY,
    account_id            VARCHAR(36)  NOT NULL REFERENCES account (id),
    form_id               VARCHAR(36)  NOT NULL REFERENCES form (id),
    verification_id       VARCHAR(36)  NOT NULL UNIQUE REFERENCES verification (id),
    secret_hash           VARCHAR(64)  NOT NULL UNIQUE,
    -- given when the URL was made for an existing applicant, else set when the form creates the applicant
    applicant_id          VARCHAR(36)  REFERENCES applicant (id),
    external_applicant_id VARCHAR(50),
    redirect_url          VARCHAR(2048),
    callback_url          VARCHAR(2048),
    -- key of the pages' anti-forgery values (hex of 32 random bytes)
    csrf_key              VARCHAR(64)  NOT NULL,
    -- open, submitted or expired
    status                VARCHAR(16)  NOT NULL,
    -- JSON: the steps done, the values entered, the ids of what the form created; emptied once closed
    progress              VARCHAR      NOT NULL,
    expires_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    created_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    closed_at             TIMESTAMP WITH TIME ZONE
);
CREATE INDEX form_url_account_created ON form_url (account_id, created_at);
