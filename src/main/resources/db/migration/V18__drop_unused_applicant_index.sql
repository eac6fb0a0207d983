-- No query lists applicants by creation time; the index only cost every insert a write.
DROP INDEX applicant_account_created;
