-- A live selfie's challenge drawn through the API (POST /selfie-challenges), for a client that records the clip with
-- its own camera (a native app): the movements the server drew for an applicant, until when they may be answered,
-- and the clip that answered them (once). Answering records the clip in selfie_capture as live, as the hosted form
-- does; nothing personal is stored here, and an erased applicant's challenges go with it.
CREATE TABLE selfie_challenge (
    account_id   VARCHAR(36) NOT NULL,
    id           VARCHAR(36) NOT NULL,
    applicant_id VARCHAR(36) NOT NULL,
    steps        VARCHAR(64) NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    file_id      VARCHAR(36),
    announced_ms VARCHAR(64),
    answered_at  TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (account_id, id)
);
-- the draws of an applicant in the last day (a limit on drawing until a pre-recorded clip's movements come up)
CREATE INDEX selfie_challenge_applicant ON selfie_challenge (account_id, applicant_id, created_at);
