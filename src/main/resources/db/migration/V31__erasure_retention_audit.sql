-- Erasure, retention and the access log (issue 18).

-- An erased applicant's row stays as its tombstone: ids, type, dates, when and by whom it was erased and why
-- (request or retention); every personal column is emptied, and no API finds it any more.
ALTER TABLE applicant ADD COLUMN erased_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE applicant ADD COLUMN erased_by VARCHAR(100);
ALTER TABLE applicant ADD COLUMN erasure_reason VARCHAR(20);

-- Reads of personal data and erasures, per account, only ever appended to: who (api_key:<id>, console:<user id>,
-- retention), what (action, the resource and its applicant), which fields or files, under which request id.
CREATE TABLE audit_event (
    id            VARCHAR(36)  PRIMARY KEY,
    account_id    VARCHAR(36)  NOT NULL,
    at            TIMESTAMP WITH TIME ZONE NOT NULL,
    actor         VARCHAR(100) NOT NULL,
    action        VARCHAR(40)  NOT NULL,
    resource_type VARCHAR(40)  NOT NULL,
    resource_id   VARCHAR(36)  NOT NULL,
    applicant_id  VARCHAR(36),
    fields        VARCHAR(2000) NOT NULL,
    request_id    VARCHAR(64)
);
CREATE INDEX audit_event_account ON audit_event (account_id, at, id);
CREATE INDEX audit_event_applicant ON audit_event (account_id, applicant_id, at, id);

-- What each run of the retention job did.
CREATE TABLE retention_run (
    id                VARCHAR(36) PRIMARY KEY,
    started_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at       TIMESTAMP WITH TIME ZONE,
    applicants_erased INTEGER NOT NULL,
    abandoned_erased  INTEGER NOT NULL,
    form_urls_deleted INTEGER NOT NULL
);
