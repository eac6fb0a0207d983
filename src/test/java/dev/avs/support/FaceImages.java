package dev.avs.support;

import java.awt.BasicStroke;
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
import java.util.Iterator;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Photos of faces for tests, from two public-domain portraits in {@code src/test/resources/faces} (see its
 * README): as selfies, printed on synthetic ID cards (scaled, turned, JPEG-compressed), side by side, sideways
 * with an EXIF orientation tag; and photos with no face at all.
 */
public final class FaceImages {

    private FaceImages() {
    }

    /** Eileen Collins, NASA (public domain). */
    public static BufferedImage astronaut() {
        return read("/faces/astronaut.png");
    }

    /** Grace Hopper, US Navy (public domain). */
    public static BufferedImage hopper() {
        return read("/faces/grace_hopper.jpg");
    }

    /** A selfie: the portrait, a little brighter, cropped around the face and compressed as a phone does. */
    public static byte[] selfie(BufferedImage portrait) {
        BufferedImage image = new BufferedImage(portrait.getWidth(), portrait.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.drawImage(portrait, 0, 0, null);
        g.setColor(new Color(255, 255, 255, 20));
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.dispose();
        return jpeg(image, 0.85f);
    }

    /**
     * An ID card photographed: a pale card with text lines and the portrait pasted at the left, the whole card
     * turned by {@code degrees} on a darker table, scaled to {@code width} and compressed.
     */
    public static byte[] idCard(BufferedImage portrait, double degrees, int width, long seed) {
        Random random = new Random(seed);
        int cw = 856;
        int ch = 540;
        BufferedImage card = new BufferedImage(cw, ch, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = card.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(222, 232, 240));
        g.fillRect(0, 0, cw, ch);
        g.setColor(new Color(40, 70, 120));
        g.fillRect(0, 0, cw, 70);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 36));
        g.drawString("IDENTITY CARD", 40, 50);
        int size = Math.min(portrait.getWidth(), portrait.getHeight());
        g.drawImage(portrait, 40, 100, 40 + 300, 100 + 380, (portrait.getWidth() - size) / 2, 0,
                (portrait.getWidth() + size) / 2, size, null);
        g.setColor(new Color(30, 30, 30));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 26));
        for (int line = 0; line < 6; line++) {
            g.drawString(text(random, 10 + random.nextInt(8)), 380, 140 + 60 * line);
        }
        g.setStroke(new BasicStroke(2));
        g.drawRect(38, 98, 304, 384);
        g.dispose();
        int table = (int) (Math.max(cw, ch) * 1.25);
        BufferedImage photo = new BufferedImage(table, (int) (table * 0.75), BufferedImage.TYPE_INT_RGB);
        Graphics2D p = photo.createGraphics();
        p.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        p.setColor(new Color(90, 75, 60));
        p.fillRect(0, 0, photo.getWidth(), photo.getHeight());
        AffineTransform turn = AffineTransform.getRotateInstance(Math.toRadians(degrees), photo.getWidth() / 2.0,
                photo.getHeight() / 2.0);
        turn.translate((photo.getWidth() - cw) / 2.0, (photo.getHeight() - ch) / 2.0);
        p.drawImage(card, turn, null);
        p.dispose();
        return jpeg(scaled(photo, width), 0.8f);
    }

    /** Two portraits side by side, as a selfie with a friend. */
    public static byte[] twoFaces(BufferedImage left, BufferedImage right) {
        BufferedImage image = new BufferedImage(1024, 512, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.drawImage(left, 0, 0, 512, 512, null);
        g.drawImage(right, 512, 0, 512, 512, null);
        g.dispose();
        return jpeg(image, 0.85f);
    }

    /** The selfie in black and white, as a pencil drawing or a grey print of the face would be. */
    public static byte[] blackAndWhite(BufferedImage portrait) {
        BufferedImage grey = new BufferedImage(portrait.getWidth(), portrait.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        g.drawImage(portrait, 0, 0, null);
        g.dispose();
        return jpeg(grey, 0.85f);
    }

    /** The portrait small in a wide scene, as a figure in a painting or a photo taken from across a room. */
    public static byte[] distant(BufferedImage portrait) {
        BufferedImage scene = room(1600, 1200, 7);
        Graphics2D g = scene.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.drawImage(portrait, 700, 500, 260, 260, null);
        g.dispose();
        return jpeg(scene, 0.85f);
    }

    /**
     * A print of the portrait held up in front of the camera: the photo on white paper with a margin, turned a
     * little, on a cluttered background, a greyish glare across it, as a fraudster photographs somebody's picture.
     */
    public static byte[] heldUpPrint(BufferedImage portrait) {
        BufferedImage scene = room(900, 1200, 11);
        BufferedImage paper = new BufferedImage(portrait.getWidth() + 60, portrait.getHeight() + 60,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D p = paper.createGraphics();
        p.setColor(new Color(245, 245, 240));
        p.fillRect(0, 0, paper.getWidth(), paper.getHeight());
        p.drawImage(portrait, 30, 30, null);
        p.setColor(new Color(255, 255, 255, 60));
        p.fillRect(0, 0, paper.getWidth(), paper.getHeight() / 2);
        p.dispose();
        Graphics2D g = scene.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        AffineTransform at = AffineTransform.getTranslateInstance(200, 300);
        at.rotate(Math.toRadians(-7), paper.getWidth() / 2.0, paper.getHeight() / 2.0);
        at.scale(0.9, 0.9);
        g.drawImage(paper, at, null);
        g.dispose();
        return jpeg(scene, 0.8f);
    }

    /** A photo of a wall of tiles: no face. */
    public static byte[] noFace() {
        return TestImages.photo(800, 600, 99);
    }

    /**
     * The photo as a phone stores a portrait: the pixels turned 90 degrees counter-clockwise, with EXIF orientation
     * 6 ("turn 90 degrees clockwise to view").
     */
    public static byte[] sideways(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage turned = new BufferedImage(h, w, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                turned.setRGB(y, w - 1 - x, image.getRGB(x, y));
            }
        }
        return withOrientation(jpeg(turned, 0.9f), 6);
    }

    /** The JPEG with an EXIF APP1 segment holding only the orientation tag, right after its start marker. */
    public static byte[] withOrientation(byte[] jpeg, int orientation) {
        byte[] tiff = {'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, (byte) orientation, 0, 0,
                0, 0, 0, 0};
        byte[] exif = {'E', 'x', 'i', 'f', 0, 0};
        int length = 2 + exif.length + tiff.length;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(jpeg, 0, 2);
        out.write(0xFF);
        out.write(0xE1);
        out.write(length >> 8);
        out.write(length & 0xFF);
        out.writeBytes(exif);
        out.writeBytes(tiff);
        out.write(jpeg, 2, jpeg.length - 2);
        return out.toByteArray();
    }

    public static byte[] jpeg(BufferedImage image, float quality) {
        try {
            Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("jpeg");
            ImageWriter writer = writers.next();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
                writer.setOutput(out);
                ImageWriteParam param = writer.getDefaultWriteParam();
                param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
                param.setCompressionQuality(quality);
                writer.write(null, new IIOImage(rgb(image), null, null), param);
            } finally {
                writer.dispose();
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BufferedImage rgb(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_RGB) {
            return image;
        }
        BufferedImage copy = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = copy.createGraphics();
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return copy;
    }

    private static BufferedImage scaled(BufferedImage image, int width) {
        int height = (int) Math.round((double) image.getHeight() * width / image.getWidth());
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.drawImage(image, 0, 0, width, height, null);
        g.dispose();
        return out;
    }

    /** A room: a wall shaded from light to dark, and furniture-like blocks in muted colours. */
    private static BufferedImage room(int width, int height, long seed) {
        Random random = new Random(seed);
        BufferedImage room = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = room.createGraphics();
        g.setPaint(new java.awt.GradientPaint(0, 0, new Color(200, 190, 170), 0, height, new Color(110, 100, 90)));
        g.fillRect(0, 0, width, height);
        for (int i = 0; i < 12; i++) {
            g.setColor(new Color(60 + random.nextInt(120), 50 + random.nextInt(110), 40 + random.nextInt(100)));
            g.fillRect(random.nextInt(width), random.nextInt(height), 40 + random.nextInt(width / 3),
                    40 + random.nextInt(height / 3));
        }
        g.dispose();
        return room;
    }

    private static String text(Random random, int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) ('A' + random.nextInt(26)));
        }
        return text.toString();
    }

    private static BufferedImage read(String resource) {
        try (InputStream in = FaceImages.class.getResourceAsStream(resource)) {
            return ImageIO.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
