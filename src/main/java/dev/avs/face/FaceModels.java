package dev.avs.face;

import dev.avs.web.Sha256;

/** The bytes of the four models, and an id naming them (file names and the start of their hashes). */
record FaceModels(byte[] detector, byte[] landmarks, byte[] embedding, byte[] liveness, String id) {

    static FaceModels of(byte[] detector, byte[] landmarks, byte[] embedding, byte[] liveness) {
        String id = "detect:" + Sha256.hex(detector).substring(0, 12) + ",landmark:" + Sha256.hex(landmarks).substring(0, 12)
                + ",feature:" + Sha256.hex(embedding).substring(0, 12) + ",liveness:" + Sha256.hex(liveness).substring(0, 12);
        return new FaceModels(detector, landmarks, embedding, liveness, id);
    }
}
