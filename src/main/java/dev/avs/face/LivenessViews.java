package dev.avs.face;

/**
 * The liveness model's two views of a face in a clip's frame ({@link FaceEngine#clipLiveness}), each levelled: the
 * face in its context (its box 2.7 times its size) and close up (1.5 times); {@code contextCut} when the face fills
 * so much of the picture that the frame's edges cut the context view to under {@link #CUT_ROOM} times the face.
 */
record LivenessViews(double context, double close, boolean contextCut) {

    /**
     * The context view shows what surrounds a picture of a face: a phone's bezel and the hand that holds it, a
     * screen's or a print's edge, which the close view does not. When the face fills half the picture's height or
     * more, the view is cut to under twice the face, little more than the close view, and shows mostly the wall right
     * behind the head, where a shelf's edge or a door frame reads to the model as a border: on real footage a laptop
     * webcam's face that filled the picture (1.6 - 1.7 times) scored 0.00 - 0.06 in that view and 0.28 - 0.88 close
     * up; the phone replays held closest to a camera left their faces 2.2 times or more (docs/face.md).
     */
    static final double CUT_ROOM = 2.0;

    /**
     * The frame's liveness: the lower of the two views; when the context view is cut, their mean. Neither view alone
     * is to be trusted then: the cut context view reads a shelf's edge behind a webcam's face as a border (0.06 against
     * 0.83 close up), and the close view of a face that fills a phone's picture read a well-lit selfie as a screen
     * (0.08 against 0.98 in the cut context view). A picture of a face held that close looks like one in both views
     * (the real replays so judged: 0.005 - 0.04; docs/face.md, "A face that fills the picture").
     */
    double score() {
        return contextCut ? (context + close) / 2 : Math.min(context, close);
    }
}
