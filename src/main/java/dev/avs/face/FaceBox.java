package dev.avs.face;

/** A detected face: its box in image pixels (corners) and the detector's confidence. */
record FaceBox(double x1, double y1, double x2, double y2, double score) {

    double width() {
        return x2 - x1;
    }

    double height() {
        return y2 - y1;
    }

    double area() {
        return Math.max(0, width()) * Math.max(0, height());
    }

    /** Intersection over union with another box. */
    double iou(FaceBox other) {
        double w = Math.min(x2, other.x2) - Math.max(x1, other.x1);
        double h = Math.min(y2, other.y2) - Math.max(y1, other.y1);
        if (w <= 0 || h <= 0) {
            return 0;
        }
        double inter = w * h;
        return inter / (area() + other.area() - inter);
    }

    FaceBox scaled(double factor) {
        return new FaceBox(x1 * factor, y1 * factor, x2 * factor, y2 * factor, score);
    }
}
