-- Documents of applicants (and of their affiliated persons). Lifecycle as for addresses: current = not superseded
-- and not removed. current_key is set only on a current CREDIT_CARD (<applicant id>:CREDIT_CARD), so its UNIQUE
-- constraint allows one current credit card per applicant, race-free on both databases.
CREATE TABLE document (
    id                   VARCHAR(36)  PRIMARY KEY,
    account_id           VARCHAR(36)  NOT NULL REFERENCES account (id),
    applicant_id         VARCHAR(36)  NOT NULL REFERENCES applicant (id),
    -- no foreign key: a pinned document outlives a deleted person
    affiliated_person_id VARCHAR(36),
    type                 VARCHAR(32)  NOT NULL,
    document_number      VARCHAR(64),
    additional_number    VARCHAR(64),
    issuing_country      VARCHAR(2),
    issuing_authority    VARCHAR(128),
    issue_date           DATE,
    expiry_date          DATE,
    mrz                  VARCHAR(300),
    -- ids of stored_file rows of the same account
    front_side_id        VARCHAR(36),
    back_side_id         VARCHAR(36),
    other_side_1_id      VARCHAR(36),
    other_side_2_id      VARCHAR(36),
    other_side_3_id      VARCHAR(36),
    -- masked only (first 6, asterisks, last 4): the full number is never stored
    card_number          VARCHAR(19),
    account_number       VARCHAR(50),
    pinned               BOOLEAN      NOT NULL DEFAULT FALSE,
    superseded_by        VARCHAR(36),
    removed_at           TIMESTAMP WITH TIME ZONE,
    current_key          VARCHAR(64),
    created_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT document_current_key UNIQUE (current_key)
);
CREATE INDEX document_applicant ON document (applicant_id, created_at);
CREATE INDEX document_person ON document (affiliated_person_id);
-- FileReplaced finds the documents that name a file in any of the five sides
CREATE INDEX document_front_side ON document (front_side_id);
CREATE INDEX document_back_side ON document (back_side_id);
CREATE INDEX document_other_side_1 ON document (other_side_1_id);
CREATE INDEX document_other_side_2 ON document (other_side_2_id);
CREATE INDEX document_other_side_3 ON document (other_side_3_id);
