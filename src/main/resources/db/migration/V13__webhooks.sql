-- Callbacks (API.md section 4). The outbox: one row per event, written in the transaction of the change that
-- caused it. body holds the exact JSON sent on every attempt (signatures cover these bytes).
CREATE TABLE webhook_event (
    request_id      VARCHAR(36)  PRIMARY KEY,
    account_id      VARCHAR(36)  NOT NULL REFERENCES account (id),
    verification_id VARCHAR(36)  NOT NULL,
    type            VARCHAR(40)  NOT NULL,
    sequence        BIGINT       NOT NULL,
    body            VARCHAR      NOT NULL,
    -- pending (being delivered), delivered, failed (schedule exhausted or target refused), no_target
    status          VARCHAR(16)  NOT NULL,
    target_url      VARCHAR(2048),
    -- failed attempts of the current delivery round: the position in the retry schedule
    retries         INTEGER      NOT NULL,
    next_attempt_at TIMESTAMP WITH TIME ZONE,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    delivered_at    TIMESTAMP WITH TIME ZONE,
    CONSTRAINT webhook_event_sequence UNIQUE (verification_id, sequence)
);
CREATE INDEX webhook_event_created ON webhook_event (created_at);

-- The delivery log: every attempt, with the status code or the kind of error (never the response body).
CREATE TABLE webhook_attempt (
    id           VARCHAR(36)  PRIMARY KEY,
    request_id   VARCHAR(36)  NOT NULL REFERENCES webhook_event (request_id) ON DELETE CASCADE,
    attempted_at TIMESTAMP WITH TIME ZONE NOT NULL,
    status_code  INTEGER,
    error        VARCHAR(32),
    duration_ms  BIGINT       NOT NULL
);
CREATE INDEX webhook_attempt_event ON webhook_attempt (request_id, attempted_at);

-- The last sequence number given to an event of each verification; the row lock orders concurrent events.
CREATE TABLE webhook_sequence (
    verification_id VARCHAR(36) PRIMARY KEY,
    last_sequence   BIGINT      NOT NULL
);
