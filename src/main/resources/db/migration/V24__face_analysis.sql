-- What the face engine found in a content (issue 13): stored by the content's hash and the models' id, so that an
-- upload is analysed once, by whichever node, and the FACIAL check only reads it. analysis is JSON: the decoded
-- size and per face its box, scores and embedding (Base64 of 512 little-endian floats).
CREATE TABLE face_analysis (
    sha256      VARCHAR(64)  NOT NULL,
    model_id    VARCHAR(200) NOT NULL,
    analysis    VARCHAR      NOT NULL,
    analysed_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sha256, model_id)
);
