-- Whether a form without a camera falls back to a selfie photo upload (recorded as such) or asks for a camera.
ALTER TABLE form ADD COLUMN selfie_upload_fallback BOOLEAN DEFAULT TRUE NOT NULL;
