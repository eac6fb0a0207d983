-- What the running attempt of a job is working on (a verification's check, the file it reads), written as it goes:
-- when the attempt's node dies, whoever gives the job up after its last attempt can say what it was doing.
ALTER TABLE scheduled_tasks ADD COLUMN attempt_step VARCHAR(100);
ALTER TABLE scheduled_tasks ADD COLUMN attempt_file VARCHAR(100);
ALTER TABLE callback_tasks ADD COLUMN attempt_step VARCHAR(100);
ALTER TABLE callback_tasks ADD COLUMN attempt_file VARCHAR(100);

-- An analysis of uploaded content given up after its last attempt (its node stopped each time, say): never queued
-- again for that content; the check that needs it analyses the file itself, within its own bounded attempts.
CREATE TABLE upload_analysis_given_up (
    analysis    VARCHAR(50)              NOT NULL,
    sha256      VARCHAR(64)              NOT NULL,
    given_up_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (analysis, sha256)
);
