-- The words printed on a licence's or ID card's front (issue 54), as the OCR read them: stored by the content's hash
-- and the reader's id, so that a front is read once, by whichever node; its fields are found in them when needed
-- (the dates' order depends on the document's issuing country, which the photo does not say).
-- status: read, not_found (no words) or unreadable; payload: the words with their places, sealed with the
-- installation's keys (names, birth date, number).
CREATE TABLE front_reading (
    sha256   VARCHAR(64)  NOT NULL,
    model_id VARCHAR(200) NOT NULL,
    status   VARCHAR(20)  NOT NULL,
    payload  VARCHAR,
    read_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sha256, model_id)
);
