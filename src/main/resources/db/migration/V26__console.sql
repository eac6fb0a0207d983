-- The console (issue 15): its users per account, which verification in review each reviewer has claimed, and the
-- audit trail of console actions, which is only ever appended to.
-- console_user.email is the sign-in name, unique across the installation (one sign-in page for every account);
-- password_hash is a Spring Security bcrypt hash; totp_secret is encrypted with the installation's key.
-- failed_attempts and locked_until are the lockout's state: each failure past the allowance doubles the lock.
CREATE TABLE console_user (
    user_id         VARCHAR(36)  NOT NULL PRIMARY KEY,
    account_id      VARCHAR(36)  NOT NULL,
    email           VARCHAR(254) NOT NULL,
    name            VARCHAR(200) NOT NULL,
    role            VARCHAR(20)  NOT NULL,
    password_hash   VARCHAR(200) NOT NULL,
    totp_secret     VARCHAR(400),
    disabled        BOOLEAN      NOT NULL DEFAULT FALSE,
    failed_attempts INTEGER      NOT NULL DEFAULT 0,
    locked_until    TIMESTAMP WITH TIME ZONE,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    last_sign_in_at TIMESTAMP WITH TIME ZONE
);
CREATE UNIQUE INDEX console_user_email ON console_user (email);
CREATE INDEX console_user_account ON console_user (account_id);

-- A reviewer's claim on a verification in review; a claim lapses after avs.console.claim-minutes.
CREATE TABLE console_claim (
    verification_id VARCHAR(36) NOT NULL PRIMARY KEY,
    account_id      VARCHAR(36) NOT NULL,
    user_id         VARCHAR(36) NOT NULL,
    claimed_at      TIMESTAMP WITH TIME ZONE NOT NULL
);

-- What was done in the console, by whom, on what: ids only, never personal data. user_id is null for a failed
-- sign-in of an unknown name (the name itself is not stored: it may be a mistyped password).
CREATE TABLE console_audit (
    event_id    VARCHAR(36)  NOT NULL PRIMARY KEY,
    account_id  VARCHAR(36),
    user_id     VARCHAR(36),
    action      VARCHAR(60)  NOT NULL,
    target_type VARCHAR(40),
    target_id   VARCHAR(100),
    detail      VARCHAR(400),
    ip          VARCHAR(64),
    at          TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX console_audit_account_at ON console_audit (account_id, at);
