package dev.avs.support;

import dev.avs.mrz.Mrz;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.awt.image.ConvolveOp;
import java.awt.image.Kernel;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Random;

/**
 * Photos of identity documents rendered in the test: a data page or card with printed fields and its MRZ in
 * OCR-B (Debian's public-domain {@code fonts-ocr-b}, which scripts/test.sh installs), lying on a table, then
 * degraded as phone photos are: turned, in perspective, blurred, noisy, dark, JPEG-compressed.
 */
public final class DocumentPhotos {

    public static final String OCR_B = "/usr/share/fonts/opentype/ocr-b/OCRB.otf";
    private static Font ocrB;

    /** The document's size in millimetres per format (ICAO 9303: TD1 85.6×54, TD2 105×74, TD3 125×88). */
    public enum Format {
        TD1(85.6, 54), TD2(105, 74), TD3(125, 88);

        final double widthMm;
        final double heightMm;

        Format(double widthMm, double heightMm) {
            this.widthMm = widthMm;
            this.heightMm = heightMm;
        }
    }

    /**
     * How the photo is taken; the defaults are a clean, straight, sharp photo. {@code glare}: a lamp's reflection
     * over part of the zone (0 - 1, its peak whiteness); {@code shadow}: a hand's shadow darkening one side (0 - 1).
     */
    public record Shot(int photoWidth, double pixelsPerMm, double degrees, double perspective, double blur,
                       double noise, double brightness, float jpegQuality, double glare, double shadow, long seed) {

        public static Shot clean() {
            return new Shot(1400, 8, 0, 0, 0, 0, 1, 0.9f, 0, 0, 1);
        }

        public Shot turned(double d) {
            return new Shot(photoWidth, pixelsPerMm, d, perspective, blur, noise, brightness, jpegQuality, glare, shadow, seed);
        }

        public Shot inPerspective(double p) {
            return new Shot(photoWidth, pixelsPerMm, degrees, p, blur, noise, brightness, jpegQuality, glare, shadow, seed);
        }

        public Shot blurred(double radius) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, radius, noise, brightness, jpegQuality, glare,
                    shadow, seed);
        }

        public Shot noisy(double sigma) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, sigma, brightness, jpegQuality, glare,
                    shadow, seed);
        }

        public Shot lit(double factor) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, noise, factor, jpegQuality, glare, shadow,
                    seed);
        }

        public Shot jpeg(float quality) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, noise, brightness, quality, glare, shadow,
                    seed);
        }

        public Shot sized(int width, double ppm) {
            return new Shot(width, ppm, degrees, perspective, blur, noise, brightness, jpegQuality, glare, shadow, seed);
        }

        public Shot withGlare(double g) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, noise, brightness, jpegQuality, g, shadow,
                    seed);
        }

        public Shot withShadow(double s) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, noise, brightness, jpegQuality, glare, s,
                    seed);
        }

        public Shot seeded(long newSeed) {
            return new Shot(photoWidth, pixelsPerMm, degrees, perspective, blur, noise, brightness, jpegQuality, glare,
                    shadow, newSeed);
        }
    }

    private DocumentPhotos() {
    }

    /** A passport's TD3 zone with every check digit right. */
    public static List<String> td3(String issuer, String surname, String givenNames, String number,
                                   String nationality, java.time.LocalDate dob, char sex, java.time.LocalDate expiry) {
        String names = (surname + "<<" + givenNames).replace(' ', '<');
        String upper = pad("P<" + issuer + names, 44);
        String num = pad(number, 9);
        String birth = yymmdd(dob);
        String expires = yymmdd(expiry);
        String personal = pad("", 14);
        String lower = num + check(num) + nationality + birth + check(birth) + sex + expires + check(expires)
                + personal + "<";
        String composite = num + check(num) + birth + check(birth) + expires + check(expires) + personal + "<";
        return List.of(upper, lower + check(composite));
    }

    /** An ID card's TD1 zone with every check digit right. */
    public static List<String> td1(String issuer, String surname, String givenNames, String number,
                                   String nationality, java.time.LocalDate dob, char sex, java.time.LocalDate expiry) {
        String num = pad(number, 9);
        String upper = pad("I<" + issuer + num + check(num), 30);
        String birth = yymmdd(dob);
        String expires = yymmdd(expiry);
        String middle = birth + check(birth) + sex + expires + check(expires) + nationality + "<".repeat(11);
        String composite = upper.substring(5, 30) + middle.substring(0, 7) + middle.substring(8, 15)
                + middle.substring(18, 29);
        return List.of(upper, middle + check(composite), pad((surname + "<<" + givenNames).replace(' ', '<'), 30));
    }

    /** A TD2 card's zone with every check digit right. */
    public static List<String> td2(String issuer, String surname, String givenNames, String number,
                                   String nationality, java.time.LocalDate dob, char sex, java.time.LocalDate expiry) {
        String upper = pad("I<" + issuer + (surname + "<<" + givenNames).replace(' ', '<'), 36);
        String num = pad(number, 9);
        String birth = yymmdd(dob);
        String expires = yymmdd(expiry);
        String lower = num + check(num) + nationality + birth + check(birth) + sex + expires + check(expires)
                + "<".repeat(7);
        String composite = lower.substring(0, 10) + lower.substring(13, 20) + lower.substring(21, 35);
        return List.of(upper, lower + check(composite));
    }

    private static String yymmdd(java.time.LocalDate date) {
        return String.format("%02d%02d%02d", date.getYear() % 100, date.getMonthValue(), date.getDayOfMonth());
    }

    private static int check(String text) {
        return Mrz.checkDigit(text);
    }

    private static String pad(String text, int length) {
        return (text + "<".repeat(length)).substring(0, length);
    }

    public static synchronized Font ocrB() {
        if (ocrB == null) {
            try {
                ocrB = Font.createFont(Font.TRUETYPE_FONT, new File(OCR_B));
            } catch (IOException | FontFormatException e) {
                throw new UncheckedIOException(new IOException("The OCR-B font is missing: apt-get install fonts-ocr-b", e));
            }
        }
        return ocrB;
    }

    /** The document alone, flat, at {@code ppm} pixels per millimetre. */
    public static BufferedImage document(Format format, List<String> mrz, double ppm) {
        return document(format, mrz, ppm, null);
    }

    /** The document with the holder's portrait (null: an empty photo box). */
    public static BufferedImage document(Format format, List<String> mrz, double ppm, BufferedImage portrait) {
        int w = (int) Math.round(format.widthMm * ppm);
        int h = (int) Math.round(format.heightMm * ppm);
        BufferedImage page = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setPaint(new java.awt.GradientPaint(0, 0, new Color(236, 230, 214), w, h, new Color(214, 226, 232)));
        g.fillRect(0, 0, w, h);
        g.setColor(new Color(200, 190, 205));   // guilloche-like waves behind the printed fields
        for (int i = 0; i < 30; i++) {
            g.drawArc((int) (-w * 0.2 + i * w / 20.0), (int) (h * 0.1), w / 2, h / 2, 0, 180);
        }
        g.setColor(new Color(150, 140, 130));
        g.fillRect((int) (4 * ppm), (int) (12 * ppm), (int) (format.widthMm * 0.26 * ppm), (int) (format.heightMm * 0.5 * ppm));
        if (portrait != null) {
            g.drawImage(portrait, (int) (4 * ppm), (int) (12 * ppm), (int) (format.widthMm * 0.26 * ppm),
                    (int) (format.heightMm * 0.5 * ppm), null);
        }
        g.setColor(new Color(40, 40, 60));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) (3.2 * ppm)));
        g.drawString(format == Format.TD3 ? "PASSPORT  PASSEPORT" : "IDENTITY CARD", (int) (4 * ppm), (int) (7 * ppm));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) (2.4 * ppm)));
        // the printed page says what the MRZ says, as on a genuine document (the visual zone is compared with it)
        String nameField = format == Format.TD1 ? mrz.get(2) : mrz.get(0).substring(5);
        String[] names = nameField.replaceAll("<+$", "").split("<<", 2);
        String[] fields = {"Surname / Nom", names[0].replace('<', ' '), "Given names / Prénoms",
                names.length > 1 ? names[1].replace('<', ' ') : "", "Nationality", "UTOPIAN"};
        for (int i = 0; i < fields.length; i++) {
            g.drawString(fields[i], (int) (format.widthMm * 0.34 * ppm), (int) ((13 + i * 3.6) * ppm));
        }
        // ICAO 9303: OCR-B size 1 (characters about 2.4 mm high, 2.54 mm pitch), the zone's baseline near the bottom
        Font font = ocrB().deriveFont((float) (3.45 * ppm));
        g.setFont(font);
        g.setColor(new Color(20, 20, 25));
        double pitch = 2.54 * ppm;
        Point2D first = mrzStart(format, mrz.size(), ppm);
        for (int l = 0; l < mrz.size(); l++) {
            double y = first.getY() + l * lineGap(format, ppm);
            String line = mrz.get(l);
            for (int i = 0; i < line.length(); i++) {
                g.drawString(String.valueOf(line.charAt(i)), (float) (first.getX() + i * pitch), (float) y);
            }
        }
        g.dispose();
        return page;
    }

    /** Where {@link #document} draws the MRZ's first character: its left edge on the first line's baseline. */
    public static Point2D mrzStart(Format format, int lines, double ppm) {
        double bottom = format.heightMm * ppm - 3.5 * ppm;
        return new Point2D.Double(3 * ppm, bottom - (lines - 1) * lineGap(format, ppm));
    }

    private static double lineGap(Format format, double ppm) {
        return (format == Format.TD1 ? 4.3 : 4.6) * ppm;
    }

    /** A photo of the document on a table, taken as the shot says, as JPEG bytes. */
    public static byte[] photo(Format format, List<String> mrz, Shot shot) {
        return photo(format, mrz, shot, null);
    }

    /** The same with the holder's portrait in the photo box. */
    public static byte[] photo(Format format, List<String> mrz, Shot shot, BufferedImage portrait) {
        BufferedImage doc = document(format, mrz, shot.pixelsPerMm(), portrait);
        int w = shot.photoWidth();
        int h = w * 3 / 4;
        Random random = new Random(shot.seed());
        BufferedImage photo = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setPaint(new java.awt.GradientPaint(0, 0, new Color(96, 78, 60), w, h, new Color(60, 48, 40)));
        g.fillRect(0, 0, w, h);
        for (int i = 0; i < 20; i++) {   // wood grain
            g.setColor(new Color(70 + random.nextInt(40), 55 + random.nextInt(30), 40 + random.nextInt(20)));
            g.fillRect(0, random.nextInt(h), w, 2 + random.nextInt(6));
        }
        AffineTransform place = new AffineTransform();
        place.translate(w / 2.0, h / 2.0);
        place.rotate(Math.toRadians(shot.degrees()));
        place.shear(shot.perspective() * 0.15, shot.perspective() * 0.05);
        place.translate(-doc.getWidth() / 2.0, -doc.getHeight() / 2.0);
        g.drawImage(doc, place, null);
        if (shot.glare() > 0) {   // a lamp's reflection: a soft white spot on the lower half, where the MRZ is
            float cx = (float) (w * (0.3 + 0.4 * random.nextDouble()));
            float cy = (float) (h / 2.0 + doc.getHeight() * 0.3);
            int alpha = (int) Math.round(255 * Math.min(1, shot.glare()));
            g.setPaint(new java.awt.RadialGradientPaint(cx, cy, (float) (doc.getHeight() * 0.25),
                    new float[] {0f, 1f}, new Color[] {new Color(255, 255, 250, alpha), new Color(255, 255, 250, 0)}));
            g.fillRect(0, 0, w, h);
        }
        if (shot.shadow() > 0) {   // a hand or phone's shadow over one side
            int alpha = (int) Math.round(255 * Math.min(1, shot.shadow()));
            g.setPaint(new java.awt.GradientPaint(w * 0.35f, 0, new Color(0, 0, 0, alpha), w * 0.65f, 0,
                    new Color(0, 0, 0, 0)));
            g.fillRect(0, 0, w, h);
        }
        g.dispose();
        if (shot.perspective() != 0) {
            photo = keystone(photo, shot.perspective());
        }
        if (shot.blur() > 0) {
            photo = blurred(photo, shot.blur());
        }
        if (shot.noise() > 0 || shot.brightness() != 1) {
            degrade(photo, shot.noise(), shot.brightness(), random);
        }
        return FaceImages.jpeg(photo, shot.jpegQuality());
    }

    /**
     * A camera tilted towards the document's top: rows shrink towards the top by up to {@code amount} × 30 % (a
     * keystone, what a perspective view of a flat page looks like along one axis).
     */
    private static BufferedImage keystone(BufferedImage image, double amount) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            double scale = 1 - Math.abs(amount) * 0.3 * (1 - (double) y / h);
            for (int x = 0; x < w; x++) {
                int sx = (int) Math.round(w / 2.0 + (x - w / 2.0) / scale);
                out.setRGB(x, y, sx < 0 || sx >= w ? 0x3c3028 : image.getRGB(sx, y));
            }
        }
        return out;
    }

    private static BufferedImage blurred(BufferedImage image, double radius) {
        int size = (int) Math.ceil(radius) * 2 + 1;
        float[] kernel = new float[size];
        double sum = 0;
        for (int i = 0; i < size; i++) {
            double d = i - size / 2;
            kernel[i] = (float) Math.exp(-d * d / (2 * radius * radius));
            sum += kernel[i];
        }
        for (int i = 0; i < size; i++) {
            kernel[i] /= (float) sum;
        }
        BufferedImage across = new ConvolveOp(new Kernel(size, 1, kernel), ConvolveOp.EDGE_NO_OP, null).filter(image, null);
        return new ConvolveOp(new Kernel(1, size, kernel), ConvolveOp.EDGE_NO_OP, null).filter(across, null);
    }

    private static void degrade(BufferedImage image, double sigma, double brightness, Random random) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int p = image.getRGB(x, y);
                int r = channel((p >> 16 & 0xFF) * brightness + random.nextGaussian() * sigma);
                int gr = channel((p >> 8 & 0xFF) * brightness + random.nextGaussian() * sigma);
                int b = channel((p & 0xFF) * brightness + random.nextGaussian() * sigma);
                image.setRGB(x, y, r << 16 | gr << 8 | b);
            }
        }
    }

    private static int channel(double v) {
        return (int) Math.max(0, Math.min(255, Math.round(v)));
    }
}
