package dev.avs.support;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/**
 * ICAO's Utopian specimen passport (PassportEye's scan, src/test/resources/specimens/passporteye) and altered copies
 * of it, made from its own pixels: what a forger does to a real page, without a font that differs from machine to
 * machine. Coordinates are the scan's (793 × 536).
 */
public final class SpecimenEdits {

    public static final String UTO_MRZ = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
            + "L898902C36UTO7408122F1204159ZE184226B<<<<<10";

    private SpecimenEdits() {
    }

    public static byte[] utopianPassport() {
        try (InputStream in = SpecimenEdits.class.getResourceAsStream("/specimens/passporteye/100_pass-uto.jpg")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The year of birth printed 47 instead of 74: the two digits' pixels swapped. */
    public static byte[] yearOfBirthAltered() {
        BufferedImage page = page();
        BufferedImage seven = part(page, 437, 259, 10, 18);
        BufferedImage four = part(page, 447, 259, 10, 18);
        Graphics2D g = page.createGraphics();
        g.drawImage(four, 437, 259, null);
        g.drawImage(seven, 447, 259, null);
        g.dispose();
        return png(page);
    }

    /** The surname ERIKSSON painted over and the page's own UTOPIAN (its nationality) copied in its place. */
    public static byte[] surnameReplaced() {
        BufferedImage page = page();
        BufferedImage other = part(page, 284, 223, 81, 18);
        Graphics2D g = page.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(282, 145, 97, 19);
        g.drawImage(other, 284, 145, null);
        g.dispose();
        return png(page);
    }

    private static BufferedImage page() {
        try {
            return ImageIO.read(new ByteArrayInputStream(utopianPassport()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BufferedImage part(BufferedImage page, int x, int y, int w, int h) {
        BufferedImage copy = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        copy.createGraphics().drawImage(page.getSubimage(x, y, w, h), 0, 0, null);
        return copy;
    }

    private static byte[] png(BufferedImage image) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
