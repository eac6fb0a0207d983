package dev.avs.face;

import org.apache.commons.codec.digest.DigestUtils;


/** The bytes of the four models, and an id naming them (file names and the start of their hashes). */
record FaceModels(byte[] detector, byte[] landmarks, byte[] embedding, byte[] liveness, String id) {

    static FaceModels of(byte[] detector, byte[] landmarks, byte[] embedding, byte[] liveness) {
        String id = "detect:" + DigestUtils.sha256Hex(detector).substring(0, 12) + ",landmark:" + DigestUtils.sha256Hex(landmarks).substring(0, 12)
                + ",feature:" + DigestUtils.sha256Hex(embedding).substring(0, 12) + ",liveness:" + DigestUtils.sha256Hex(liveness).substring(0, 12);
        return new FaceModels(detector, landmarks, embedding, liveness, id);
    }
}
