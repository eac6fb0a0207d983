-- The analysis of an image, by content: computed once, whichever document or account holds the bytes.
CREATE TABLE image_analysis (
    sha256        VARCHAR(64) PRIMARY KEY,
    decodable     BOOLEAN NOT NULL,
    pdf           BOOLEAN NOT NULL,
    width         INTEGER,
    height        INTEGER,
    sharpness     DOUBLE PRECISION,
    phash         BIGINT,
    editor_traces VARCHAR NOT NULL,
    analysed_at   TIMESTAMP WITH TIME ZONE NOT NULL
);

-- The images verifications have seen, for DUPLICATE_IMAGE. The perceptual hash is split into 8 bytes: two
-- hashes within 7 bits of each other share at least one byte exactly, so candidates come from indexed equality.
CREATE TABLE verified_image (
    account_id      VARCHAR(36) NOT NULL REFERENCES account (id),
    applicant_id    VARCHAR(36) NOT NULL,
    verification_id VARCHAR(36) NOT NULL,
    document_id     VARCHAR(36) NOT NULL,
    file_id         VARCHAR(36) NOT NULL,
    sha256          VARCHAR(64) NOT NULL,
    phash           BIGINT,
    band_0 SMALLINT, band_1 SMALLINT, band_2 SMALLINT, band_3 SMALLINT,
    band_4 SMALLINT, band_5 SMALLINT, band_6 SMALLINT, band_7 SMALLINT,
    PRIMARY KEY (verification_id, file_id)
);
CREATE INDEX verified_image_sha256 ON verified_image (account_id, sha256);
CREATE INDEX verified_image_band_0 ON verified_image (account_id, band_0);
CREATE INDEX verified_image_band_1 ON verified_image (account_id, band_1);
CREATE INDEX verified_image_band_2 ON verified_image (account_id, band_2);
CREATE INDEX verified_image_band_3 ON verified_image (account_id, band_3);
CREATE INDEX verified_image_band_4 ON verified_image (account_id, band_4);
CREATE INDEX verified_image_band_5 ON verified_image (account_id, band_5);
CREATE INDEX verified_image_band_6 ON verified_image (account_id, band_6);
CREATE INDEX verified_image_band_7 ON verified_image (account_id, band_7);

-- DUPLICATE_DOCUMENT looks for the same number on other applicants' documents.
CREATE INDEX document_account_number ON document (account_id, document_number);
