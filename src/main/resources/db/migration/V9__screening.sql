-- Every version of a sanctions list any node has loaded: which source, how many entries, the sha256 of the
-- files and when it was first loaded. Each node keeps its own index in memory; this is the audit trail.
CREATE TABLE screening_list_version (
    id         VARCHAR(36)  PRIMARY KEY,
    source     VARCHAR(64)  NOT NULL,
    format     VARCHAR(32)  NOT NULL,
    entries    INTEGER      NOT NULL,
    sha256     VARCHAR(64)  NOT NULL,
    loaded_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT screening_list_version_unique UNIQUE (source, sha256)
);
CREATE INDEX screening_list_version_loaded ON screening_list_version (source, loaded_at);
