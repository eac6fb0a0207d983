-- The machine-readable zone read from a photo (issue 14): stored by the content's hash and the OCR model's id, so
-- that a document photo is read once, by whichever node, and views and the DOCUMENT check only look it up.
-- status: read, unreadable or not_found; mrz: the corrected lines separated by a line feed.
CREATE TABLE mrz_reading (
    sha256     VARCHAR(64)  NOT NULL,
    model_id   VARCHAR(200) NOT NULL,
    status     VARCHAR(20)  NOT NULL,
    mrz        VARCHAR(200),
    format     VARCHAR(10),
    confidence DOUBLE PRECISION NOT NULL,
    read_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sha256, model_id)
);
