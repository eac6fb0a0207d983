import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Random;

/**
 * Photos of passports whose MRZ the service can read: the data page (125 x 88 mm at 8 pixels per millimetre) with
 * its TD3 zone in OCR-B (Debian's fonts-ocr-b) and, for FACIAL, the holder's portrait, on seeded blocks of colour so that no two photos look alike to the
 * duplicate-image check, turned a little, 1400 x 1050 (1.5 megapixels), as JPEG.
 */
final class PassportPhotos {

    private static final String OCR_B = "/usr/share/fonts/opentype/ocr-b/OCRB.otf";
    private final Font ocrB;

    PassportPhotos() throws Exception {
        this.ocrB = Font.createFont(Font.TRUETYPE_FONT, new File(OCR_B)).deriveFont(3.45f * 8);
    }

    /** The passport with its MRZ and, when given, the holder's portrait in the photo box. */
    byte[] photo(String mrz, BufferedImage portrait, long seed) {
        Random random = new Random(seed);
        BufferedImage photo = new BufferedImage(1400, 1050, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        for (int y = 0; y < 1050; y += 50) {
            for (int x = 0; x < 1400; x += 50) {
                g.setColor(new Color(random.nextInt(0x1000000)));
                g.fillRect(x, y, 50, 50);
            }
        }
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        // placed, turned and tinted differently each time: alike photos would be DUPLICATE_IMAGE
        g.rotate(Math.toRadians(random.nextDouble() * 20 - 10), 700, 525);
        g.translate(200 + random.nextInt(160) - 80, 173 + random.nextInt(120) - 60);
        g.setColor(new Color(215 + random.nextInt(35), 215 + random.nextInt(35), 200 + random.nextInt(40)));
        g.fillRect(0, 0, 1000, 704);
        for (int i = 0; i < 6; i++) {   // the page's printed pattern, pale
            g.setColor(new Color(170 + random.nextInt(70), 170 + random.nextInt(70), 170 + random.nextInt(70)));
            g.fillRect(320 + random.nextInt(600), 40 + random.nextInt(440), 40 + random.nextInt(200),
                    20 + random.nextInt(120));
        }
        g.setColor(new Color(150, 140, 130));
        g.fillRect(32, 96, 260, 350);
        if (portrait != null) {
            g.drawImage(portrait, 32, 96, null);
        }
        g.setColor(new Color(40, 40, 60));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 26));
        g.drawString("PASSPORT", 32, 56);
        g.setFont(ocrB);
        g.setColor(new Color(20, 20, 25));
        String[] lines = mrz.split("\n");
        for (int l = 0; l < lines.length; l++) {
            for (int i = 0; i < lines[l].length(); i++) {
                g.drawString(String.valueOf(lines[l].charAt(i)), 24 + i * 20.32f, 676 - (lines.length - 1 - l) * 36.8f);
            }
        }
        g.dispose();
        return VerificationThroughput.jpeg(photo);
    }
}
