-- Token buckets of the API keys' rate limits, shared by all nodes on PostgreSQL (Bucket4j's select-for-update
-- proxy manager writes them; dev.avs.web.RateLimitBuckets). The embedded H2 database keeps them in memory.
CREATE TABLE rate_limit_bucket (
    id         VARCHAR(80) PRIMARY KEY,
    state      BYTEA,
    expires_at BIGINT
);
CREATE INDEX rate_limit_bucket_expires ON rate_limit_bucket (expires_at);
