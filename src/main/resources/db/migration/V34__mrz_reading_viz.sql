-- The data page's printed text (the visual zone) compared with the read MRZ, field by field: sealed with the
-- installation's keys like the MRZ, as a field printed differently is stored with what the page prints.
ALTER TABLE mrz_reading ADD COLUMN viz VARCHAR;
