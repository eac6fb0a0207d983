-- Console access (issue 28): the time step of the last TOTP code a user signed in with, so that a code cannot be
-- used twice within its window.
ALTER TABLE console_user ADD COLUMN totp_last_step BIGINT;
