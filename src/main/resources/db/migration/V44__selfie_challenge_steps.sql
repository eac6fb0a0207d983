-- A live selfie's challenge is two movements in order (issue 56), written as "turn_left+turn_right" (one movement,
-- "turn_left", in captures recorded before), and the page records when it announced each movement, in milliseconds
-- after the recording started ("0,2350"): the FACIAL check holds the clip's movements to that order and timing.
ALTER TABLE selfie_capture ALTER COLUMN challenge SET DATA TYPE VARCHAR(64);
ALTER TABLE selfie_capture ADD COLUMN announced_ms VARCHAR(64);
