import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Photos of two public-domain people (the service's test portraits): for applicant i a photographed ID card
 * with one of them on a random room background (so that no two cards look alike to the duplicate-image check)
 * and a selfie of the same person, cropped and lit a little differently each time (so that no two share an
 * analysis).
 */
final class FacePhotos {
    /** Where in each portrait an ID photo would be cut: head and shoulders (x, y, width, height). */
    private static final int[][] ID_PHOTO = {{125, 10, 200, 250}, {100, 40, 330, 410}};

    private final BufferedImage[] portraits;
    private final long seed;

    FacePhotos(Path folder, long seed) throws IOException {
        this.portraits = new BufferedImage[] {ImageIO.read(folder.resolve("astronaut.png").toFile()),
                ImageIO.read(folder.resolve("grace_hopper.jpg").toFile())};
        this.seed = seed;
    }

    byte[] card(int i) {
        Random random = new Random(seed * 31 + i);
        BufferedImage photo = new BufferedImage(1000, 750, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        for (int block = 0; block < 40; block++) {
            g.setColor(new Color(random.nextInt(0x1000000)));
            g.fillRect(random.nextInt(1000) - 100, random.nextInt(750) - 100, 60 + random.nextInt(300),
                    60 + random.nextInt(300));
        }
        g.rotate(Math.toRadians(random.nextDouble() * 16 - 8), 500, 375);
        g.setColor(new Color(222, 232, 240));
        g.fillRect(200, 185, 600, 380);
        int[] id = ID_PHOTO[i % 2];
        g.drawImage(halved(portraits[i % 2].getSubimage(id[0], id[1], id[2], id[3]), 200), 230, 215, null);
        g.setColor(new Color(30, 30, 30));
        for (int line = 0; line < 6; line++) {
            g.fillRect(460, 250 + line * 45, 150 + random.nextInt(150), 14);
        }
        g.dispose();
        return VerificationThroughput.jpeg(photo);
    }

    /** The ID photo of applicant i's person (head and shoulders), {@code width} pixels wide. */
    BufferedImage idPhoto(int i, int width) {
        int[] id = ID_PHOTO[i % 2];
        return halved(portraits[i % 2].getSubimage(id[0], id[1], id[2], id[3]), width);
    }

    byte[] selfie(int i) {
        Random random = new Random(seed * 37 + i);
        BufferedImage portrait = portraits[i % 2];
        int dx = random.nextInt(48);
        int dy = random.nextInt(48);
        BufferedImage photo = new BufferedImage(portrait.getWidth() - 48, portrait.getHeight() - 48,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.drawImage(portrait, -dx, -dy, null);
        g.setColor(new Color(255, 255, 255, random.nextInt(30)));
        g.fillRect(0, 0, photo.getWidth(), photo.getHeight());
        g.dispose();
        return VerificationThroughput.jpeg(photo);
    }

    /** The portrait at the given width, halved step by step so that it does not alias. */
    private static BufferedImage halved(BufferedImage image, int width) {
        BufferedImage current = image;
        while (current.getWidth() / 2 >= width) {
            current = scaled(current, current.getWidth() / 2);
        }
        return scaled(current, width);
    }

    private static BufferedImage scaled(BufferedImage image, int width) {
        int height = image.getHeight() * width / image.getWidth();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, width, height, null);
        g.dispose();
        return out;
    }
}
