-- How a selfie file came to be (issue 32): recorded live by the hosted form's camera with the challenge the server
-- gave (turn_left, turn_right), or uploaded as a file where no camera was available. The FACIAL check reads it by
-- file id; nothing personal is stored here.
CREATE TABLE selfie_capture (
    account_id  VARCHAR(36) NOT NULL,
    file_id     VARCHAR(36) NOT NULL,
    kind        VARCHAR(16) NOT NULL,
    challenge   VARCHAR(16),
    captured_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (account_id, file_id)
);
