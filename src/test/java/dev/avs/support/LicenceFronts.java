package dev.avs.support;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * The front of a US driving licence (and of a European ID card) rendered in the test, laid out as AAMVA's card design puts it (numbered fields
 * with the labels states print: 4d DLN, 3 DOB, 1 and 2 for the names, 4a ISS, 4b EXP; dates month first), a grey
 * portrait on the left, as a photo of about a web-sized specimen's size. It proves the service's path from a photo
 * to its fields; how well real fronts read is measured on real specimens (bench/fronts, FrontFieldAccuracy).
 */
public final class LicenceFronts {

    private static final DateTimeFormatter US = DateTimeFormatter.ofPattern("MM/dd/yyyy");

    private LicenceFronts() {
    }

    public record Printed(String number, String surname, String givenNames, LocalDate birth, LocalDate issue,
                          LocalDate expiry) {
    }

    /** MORRIS T SAMPLE's Massachusetts licence, as its barcode (licenses-MA_2016.txt) says. */
    public static Printed morris() {
        return new Printed("S12345678", "SAMPLE", "MORRIS T", LocalDate.of(1971, 12, 31), LocalDate.of(2016, 8, 9),
                LocalDate.of(2021, 8, 16));
    }

    public static byte[] png(Printed p) {
        int width = 1000;
        int height = 630;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(236, 240, 246));
        g.fillRect(0, 0, width, height);
        g.setColor(new Color(40, 70, 140));
        g.fillRect(0, 0, width, 90);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 40));
        g.drawString("MASSACHUSETTS", 40, 60);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 26));
        g.drawString("DRIVER'S LICENSE", 640, 58);
        g.setColor(new Color(150, 150, 150));
        g.fillRect(40, 130, 260, 330);
        g.setColor(Color.BLACK);
        Font label = new Font(Font.SANS_SERIF, Font.PLAIN, 22);
        Font value = new Font(Font.SANS_SERIF, Font.BOLD, 30);
        int x = 340;
        field(g, label, value, x, 150, "4d DLN", p.number());
        field(g, label, value, x, 205, "3 DOB", p.birth().format(US));
        g.setFont(value);
        g.drawString("1 " + p.surname(), x, 265);
        g.drawString("2 " + p.givenNames(), x, 315);
        g.setFont(label);
        g.drawString("8 24 BEACON STREET", x, 365);
        g.drawString("BOSTON, MA 02133", x + 26, 400);
        field(g, label, value, x, 455, "4a ISS", p.issue().format(US));
        field(g, label, value, x + 330, 455, "4b EXP", p.expiry().format(US));
        field(g, label, value, x, 510, "15 SEX", "M");
        field(g, label, value, x + 330, 510, "9 CLASS", "D");
        g.dispose();
        return png(image);
    }

    /** ERIKA MUSTERMANN's German ID card, as the specimen prints her. */
    public static Printed mustermann() {
        return new Printed("T22000129", "MUSTERMANN", "ERIKA", LocalDate.of(1964, 8, 12), null,
                LocalDate.of(2031, 10, 31));
    }

    /**
     * The front of a European ID card: labels in three languages, slashed, above their values, dates day first
     * (DD.MM.YYYY), the MRZ on a back not drawn.
     */
    public static byte[] europeanIdPng(Printed p) {
        return idCardPng(p, "BUNDESREPUBLIK DEUTSCHLAND", "PERSONALAUSWEIS / IDENTITY CARD",
                List.of("Ausweisnummer / Card No", "Name / Surname / Nom", "Vornamen / Given names / Prénoms",
                        "Geburtstag / Date of birth", "Gültig bis / Date of expiry"));
    }

    /** MARISA OSPELT-BECK's Liechtenstein ID card, as the specimen prints her. */
    public static Printed ospeltBeck() {
        return new Printed("ID98754015", "OSPELT-BECK", "Marisa", LocalDate.of(1982, 5, 12), null,
                LocalDate.of(2031, 5, 11));
    }

    /**
     * Liechtenstein's ID card as the specimen labels it: its surname's label, NAME . NAME (German and English
     * alike), is a label no reader takes for the surname's, so the surname is printed but its field is not found.
     */
    public static byte[] liechtensteinIdPng(Printed p) {
        return idCardPng(p, "FÜRSTENTUM LIECHTENSTEIN", "IDENTITÄTSKARTE / IDENTITY CARD",
                List.of("Ausweisnummer / Card No", "NAME . NAME", "VORNAME(N) - FIRST NAME(S)",
                        "GEBURTSDATUM - DATE OF BIRTH", "GÜLTIG BIS - DATE OF EXPIRY"));
    }

    /** Labels: number, surname, given names, birth date, expiry. */
    private static byte[] idCardPng(Printed p, String country, String title, List<String> labels) {
        BufferedImage image = new BufferedImage(1000, 630, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(232, 240, 236));
        g.fillRect(0, 0, 1000, 630);
        g.setColor(new Color(60, 60, 70));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 34));
        g.drawString(country, 40, 60);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 22));
        g.drawString(title, 40, 100);
        g.setColor(new Color(150, 150, 150));
        g.fillRect(40, 150, 260, 330);
        g.setColor(Color.BLACK);
        Font label = new Font(Font.SANS_SERIF, Font.PLAIN, 18);
        Font value = new Font(Font.SANS_SERIF, Font.BOLD, 30);
        DateTimeFormatter eu = DateTimeFormatter.ofPattern("dd.MM.yyyy");
        above(g, label, value, 660, 140, labels.get(0), p.number());
        above(g, label, value, 340, 200, labels.get(1), p.surname());
        above(g, label, value, 340, 290, labels.get(2), p.givenNames());
        above(g, label, value, 340, 380, labels.get(3), p.birth().format(eu));
        above(g, label, value, 340, 470, labels.get(4), p.expiry().format(eu));
        g.dispose();
        return png(image);
    }

    private static byte[] png(BufferedImage image) {
        try (ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void above(Graphics2D g, Font label, Font value, int x, int y, String name, String text) {
        g.setFont(label);
        g.drawString(name, x, y);
        g.setFont(value);
        g.drawString(text, x, y + 40);
    }

    private static void field(Graphics2D g, Font label, Font value, int x, int y, String name, String text) {
        g.setFont(label);
        g.drawString(name, x, y);
        int width = g.getFontMetrics().stringWidth(name);
        g.setFont(value);
        g.drawString(text, x + width + 14, y);
    }
}
