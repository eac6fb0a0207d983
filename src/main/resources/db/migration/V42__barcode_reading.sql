-- The AAMVA PDF417 barcode read from a photo (issue 54): stored by the content's hash and the decoder's id, so that
-- a licence photo is read once, by whichever node, and views and the DOCUMENT check only look it up.
-- status: read, not_found or unreadable; payload: the barcode's text when read, sealed with the installation's keys.
CREATE TABLE barcode_reading (
    sha256   VARCHAR(64)  NOT NULL,
    model_id VARCHAR(200) NOT NULL,
    status   VARCHAR(20)  NOT NULL,
    payload  VARCHAR,
    read_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sha256, model_id)
);
