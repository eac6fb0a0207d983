-- A live account's sandbox: an account of its own (so that every read, report and list stays apart by the same
-- account scoping as any other account's), holding the sandbox keys; at most one per live account.
ALTER TABLE account ADD COLUMN sandbox_of VARCHAR(36) REFERENCES account (id);
CREATE UNIQUE INDEX account_sandbox_of ON account (sandbox_of);
