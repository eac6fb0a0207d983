-- Ongoing AML monitoring (issue 17).

-- Who is monitored: the subjects (the applicant, and a company's affiliated persons) of every applicant whose
-- latest completed verification included AML, as that verification's snapshot had them. known_hits lists the
-- entries its own screening already showed a person ("list<TAB>entry_id" lines): they never raise an alert.
CREATE TABLE monitored_subject (
    applicant_id    VARCHAR(36)  NOT NULL,
    subject_id      VARCHAR(36)  NOT NULL,
    account_id      VARCHAR(36)  NOT NULL,
    verification_id VARCHAR(36)  NOT NULL,
    form_id         VARCHAR(36),
    role            VARCHAR(20)  NOT NULL,
    subject_type    VARCHAR(10)  NOT NULL,
    name            VARCHAR(400) NOT NULL,
    birth_date      DATE,
    nationality     VARCHAR(2),
    known_hits      VARCHAR      NOT NULL,
    since           TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (applicant_id, subject_id)
);
CREATE INDEX monitored_subject_account ON monitored_subject (account_id, applicant_id);

-- The version of each list the cluster has screened against: its hash and a fingerprint per entry (gzip of
-- "entry_id<TAB>fingerprint" lines), from which the next version's new and changed entries are worked out.
CREATE TABLE monitoring_list_state (
    source       VARCHAR(64)  PRIMARY KEY,
    sha256       VARCHAR(64)  NOT NULL,
    entries      INTEGER      NOT NULL,
    fingerprints BYTEA        NOT NULL,
    updated_at   TIMESTAMP WITH TIME ZONE NOT NULL
);

-- One row per list version the cluster saw: what changed, and the screening of the new and changed entries
-- (entries: gzip JSON, cleared once screened). A version is screened once: (source, to_sha256) is unique.
CREATE TABLE monitoring_run (
    id          VARCHAR(36)  PRIMARY KEY,
    source      VARCHAR(64)  NOT NULL,
    pep         BOOLEAN      NOT NULL,
    from_sha256 VARCHAR(64),
    to_sha256   VARCHAR(64)  NOT NULL,
    -- baseline (the first version, nobody monitored), delta (a new version), full (a new list, screened whole)
    kind        VARCHAR(16)  NOT NULL,
    added       INTEGER      NOT NULL,
    changed     INTEGER      NOT NULL,
    removed     INTEGER      NOT NULL,
    entries     BYTEA,
    -- queued, done
    status      VARCHAR(16)  NOT NULL,
    subjects    INTEGER,
    alerts      INTEGER,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE,
    CONSTRAINT monitoring_run_version UNIQUE (source, to_sha256)
);

-- A new match of a monitored subject. One per subject and list entry, ever: a reviewed match is not raised again.
CREATE TABLE monitoring_alert (
    id                     VARCHAR(36)  PRIMARY KEY,
    account_id             VARCHAR(36)  NOT NULL,
    applicant_id           VARCHAR(36)  NOT NULL,
    subject_id             VARCHAR(36)  NOT NULL,
    subject_role           VARCHAR(20)  NOT NULL,
    run_id                 VARCHAR(36)  NOT NULL,
    verification_id        VARCHAR(36)  NOT NULL,
    review_verification_id VARCHAR(36),
    list_name              VARCHAR(64)  NOT NULL,
    list_type              VARCHAR(16)  NOT NULL,
    entry_id               VARCHAR(200) NOT NULL,
    entry_name             VARCHAR(1000) NOT NULL,
    matched_name           VARCHAR(1000) NOT NULL,
    score                  DOUBLE PRECISION NOT NULL,
    reason                 VARCHAR(40)  NOT NULL,
    hit                    VARCHAR      NOT NULL,
    -- open, confirmed, dismissed
    status                 VARCHAR(16)  NOT NULL,
    comment                VARCHAR(2048),
    decided_by             VARCHAR(64),
    decided_at             TIMESTAMP WITH TIME ZONE,
    created_at             TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT monitoring_alert_once UNIQUE (subject_id, list_name, entry_id)
);
CREATE INDEX monitoring_alert_account ON monitoring_alert (account_id, created_at, id);
CREATE INDEX monitoring_alert_applicant ON monitoring_alert (account_id, applicant_id, created_at);
CREATE INDEX monitoring_alert_review ON monitoring_alert (review_verification_id);

-- One-off work of the module, done once per installation (the monitoring of applicants decided before it existed).
CREATE TABLE monitoring_setup (
    name    VARCHAR(64) PRIMARY KEY,
    done_at TIMESTAMP WITH TIME ZONE NOT NULL
);
