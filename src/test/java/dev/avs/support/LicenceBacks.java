package dev.avs.support;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.pdf417.PDF417Writer;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * The back of a US licence as a phone photographs it: real AAMVA barcode data (IdParser's samples,
 * src/test/resources/aamva/idparser) encoded as the PDF417 jurisdictions print (ZXing's writer, error
 * correction level 3, bars of 3 pixels at the photo's width), on a card with a printed background, a magnetic
 * stripe and text, on a desk, slightly turned, with sensor noise, saved as JPEG.
 */
public final class LicenceBacks {

    private LicenceBacks() {
    }

    /** A real sample's barcode text (e.g. {@code licenses-MA_2016.txt}), without the BOM some files start with. */
    public static String sample(String file) {
        try (InputStream in = LicenceBacks.class.getResourceAsStream("/aamva/idparser/" + file)) {
            String text = new String(Objects.requireNonNull(in, file).readAllBytes(), StandardCharsets.UTF_8);
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The photo of a card whose barcode holds {@code text}, turned by {@code degrees}. */
    public static byte[] photo(String text, double degrees) {
        int width = 1400;
        int height = 900;
        BufferedImage photo = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setColor(new Color(92, 74, 60));
        g.fillRect(0, 0, width, height);
        BufferedImage card = card(text);
        AffineTransform turn = new AffineTransform();
        turn.translate(width / 2.0, height / 2.0);
        turn.rotate(Math.toRadians(degrees));
        turn.translate(-card.getWidth() / 2.0, -card.getHeight() / 2.0);
        g.drawImage(card, turn, null);
        g.dispose();
        Random noise = new Random(54);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int rgb = photo.getRGB(x, y);
                int n = (int) Math.round(noise.nextGaussian() * 6);
                photo.setRGB(x, y, clamp((rgb >> 16 & 0xff) + n) << 16 | clamp((rgb >> 8 & 0xff) + n) << 8
                        | clamp((rgb & 0xff) + n));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(photo, "jpg", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static BufferedImage card(String text) {
        BitMatrix barcode;
        try {
            barcode = new PDF417Writer().encode(text, BarcodeFormat.PDF_417, 1000, 220,
                    Map.of(EncodeHintType.ERROR_CORRECTION, 3, EncodeHintType.MARGIN, 0));
        } catch (WriterException e) {
            throw new IllegalArgumentException(e);
        }
        int width = 1100;
        int height = 700;
        BufferedImage card = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = card.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(226, 236, 228));
        g.fillRoundRect(0, 0, width, height, 60, 60);
        g.setColor(new Color(200, 215, 230));
        for (int x = -height; x < width; x += 14) {
            g.drawLine(x, 0, x + height, height);
        }
        g.setColor(new Color(25, 25, 25));
        g.fillRect(0, 50, width, 110);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 26));
        g.drawString("9 CLASS  D - License to operate a motor vehicle", 40, 220);
        g.drawString("12 REST  B - Corrective lenses", 40, 260);
        int left = (width - barcode.getWidth()) / 2;
        int top = height - barcode.getHeight() - 40;
        g.setColor(Color.WHITE);
        g.fillRect(left - 20, top - 20, barcode.getWidth() + 40, barcode.getHeight() + 40);
        g.setColor(Color.BLACK);
        for (int y = 0; y < barcode.getHeight(); y++) {
            for (int x = 0; x < barcode.getWidth(); x++) {
                if (barcode.get(x, y)) {
                    g.fillRect(left + x, top + y, 1, 1);
                }
            }
        }
        g.dispose();
        return card;
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }
}
