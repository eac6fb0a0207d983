package dev.avs.bench;

import dev.avs.support.FaceImages;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * The benchmark's photos, composed from the public-domain portrait in the service's test resources (run from the
 * project root, or set {@code -Davs.bench.faces=<folder>}).
 */
final class FaceBenchImages {

    private FaceBenchImages() {
    }

    static byte[] of(String kind) {
        BufferedImage portrait = read("astronaut.png");
        return switch (kind) {
            case "selfie" -> jpeg(portrait, 0.85f);
            case "id-card" -> jpeg(card(portrait, 1400, 8), 0.8f);
            case "phone-12mp" -> jpeg(phone(portrait), 0.9f);
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /** The portrait on a pale card with text lines, turned by {@code degrees} on a darker table. */
    static BufferedImage card(BufferedImage portrait, int width, double degrees) {
        BufferedImage photo = new BufferedImage(width, width * 3 / 4, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setColor(new Color(90, 75, 60));
        g.fillRect(0, 0, photo.getWidth(), photo.getHeight());
        g.transform(AffineTransform.getRotateInstance(Math.toRadians(degrees), width / 2.0, width * 3 / 8.0));
        int cw = width * 2 / 3;
        int ch = cw * 540 / 856;
        int x = (width - cw) / 2;
        int y = (width * 3 / 4 - ch) / 2;
        g.setColor(new Color(222, 232, 240));
        g.fillRect(x, y, cw, ch);
        int pw = cw / 3;
        int ph = Math.min(ch * 2 / 3, pw * portrait.getHeight() / portrait.getWidth());
        g.drawImage(downscaled(portrait, pw, ph), x + cw / 20, y + ch / 6, null);
        g.setColor(new Color(30, 30, 30));
        Random random = new Random(1);
        for (int line = 0; line < 6; line++) {
            g.fillRect(x + cw * 2 / 5, y + ch / 5 + line * ch / 9, cw / 4 + random.nextInt(cw / 4), ch / 30);
        }
        g.dispose();
        return photo;
    }

    /**
     * The image at {@code w x h}, halved step by step first: one bilinear step from a large photo would alias, as
     * no printer or camera does.
     */
    private static BufferedImage downscaled(BufferedImage image, int w, int h) {
        BufferedImage current = image;
        while (current.getWidth() / 2 >= w && current.getHeight() / 2 >= h) {
            current = resized(current, current.getWidth() / 2, current.getHeight() / 2);
        }
        return resized(current, w, h);
    }

    private static BufferedImage resized(BufferedImage image, int w, int h) {
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    /** A 4000x3000 phone photo of a person against a wall, the face about 900 pixels wide. */
    private static BufferedImage phone(BufferedImage portrait) {
        BufferedImage photo = new BufferedImage(4000, 3000, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.setPaint(new java.awt.GradientPaint(0, 0, new Color(205, 195, 180), 0, 3000, new Color(120, 110, 100)));
        g.fillRect(0, 0, 4000, 3000);
        g.drawImage(portrait, 500, 0, 3000, 3000, null);
        g.dispose();
        return photo;
    }

    static BufferedImage read(String name) {
        Path folder = Path.of(System.getProperty("avs.bench.faces", "src/test/resources/faces"));
        try {
            return ImageIO.read(folder.resolve(name).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The tests' JPEG encoder (dev.avs.support, from the service's test jar). */
    static byte[] jpeg(BufferedImage image, float quality) {
        return FaceImages.jpeg(image, quality);
    }
}
