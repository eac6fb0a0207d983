-- The language of a form URL's pages (one of the form's languages, dev.avs.form.Languages): given by the
-- locale of the request that made the URL, changed by the applicant's choice on a page; null: the browser's.
ALTER TABLE form_url ADD COLUMN locale VARCHAR(16);
