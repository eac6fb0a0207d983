package dev.avs.document;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.ConvolveOp;
import java.awt.image.Kernel;
import java.awt.image.RescaleOp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.CRC32;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** Images made in code, and the metadata segments and chunks an editor would leave. */
final class ImageSamples {

    private ImageSamples() {
    }

    /** Random shapes and text, drawn in a 1024×768 coordinate space scaled to the given size. */
    static BufferedImage scene(int width, int height, long seed) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.scale(width / 1024.0, height / 768.0);
        Random random = new Random(seed);
        g.setColor(new Color(random.nextInt(0xffffff)));
        g.fillRect(0, 0, 1024, 768);
        for (int i = 0; i < 60; i++) {
            g.setColor(new Color(random.nextInt(0xffffff)));
            int x = random.nextInt(1024);
            int y = random.nextInt(768);
            switch (i % 4) {
                case 0 -> g.fillRect(x, y, 20 + random.nextInt(200), 20 + random.nextInt(150));
                case 1 -> g.fillOval(x, y, 20 + random.nextInt(200), 20 + random.nextInt(150));
                case 2 -> {
                    g.setStroke(new BasicStroke(1 + random.nextInt(6)));
                    g.drawLine(x, y, random.nextInt(1024), random.nextInt(768));
                }
                default -> {
                    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14 + random.nextInt(30)));
                    g.drawString("ERIKSSON ANNA " + random.nextInt(1000), x, y);
                }
            }
        }
        g.dispose();
        return image;
    }

    static BufferedImage checkerboard(int width, int height, int square) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, (x / square + y / square) % 2 == 0 ? 0xffffff : 0x000000);
            }
        }
        return image;
    }

    static BufferedImage boxBlur(BufferedImage image, int size) {
        float[] kernel = new float[size * size];
        Arrays.fill(kernel, 1f / (size * size));
        return new ConvolveOp(new Kernel(size, size, kernel), ConvolveOp.EDGE_NO_OP, null).filter(image, null);
    }

    static BufferedImage brighter(BufferedImage image, float offset) {
        return new RescaleOp(1f, offset, null).filter(image, null);
    }

    static BufferedImage resized(BufferedImage image, int width, int height) {
        BufferedImage resized = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = resized.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, width, height, null);
        g.dispose();
        return resized;
    }

    static byte[] png(BufferedImage image) {
        return encode(image, "png");
    }

    static byte[] jpeg(BufferedImage image) {
        return jpeg(image, 0.9f);
    }

    static byte[] jpeg(BufferedImage image, float quality) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(quality);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(image, null, null), param);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    static byte[] encode(BufferedImage image, String format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, format, out)) {
                throw new IllegalStateException("No writer for " + format);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The JPEG with an EXIF APP1 segment right after SOI whose IFD0 holds only the Software tag (0x0131). */
    static byte[] withExifSoftware(byte[] jpeg, String software) {
        byte[] ascii = (software + "\0").getBytes(StandardCharsets.US_ASCII);
        int valueOffset = 8 + 2 + 12 + 4;
        ByteBuffer tiff = ByteBuffer.allocate(valueOffset + ascii.length);
        tiff.put((byte) 'M').put((byte) 'M').putShort((short) 42).putInt(8);
        tiff.putShort((short) 1);
        tiff.putShort((short) 0x0131).putShort((short) 2).putInt(ascii.length).putInt(valueOffset);
        tiff.putInt(0);
        tiff.put(ascii);
        byte[] payload = concat("Exif\0\0".getBytes(StandardCharsets.US_ASCII), tiff.array());
        ByteBuffer segment = ByteBuffer.allocate(4 + payload.length);
        segment.put((byte) 0xFF).put((byte) 0xE1).putShort((short) (payload.length + 2)).put(payload);
        return concat(Arrays.copyOf(jpeg, 2), segment.array(), Arrays.copyOfRange(jpeg, 2, jpeg.length));
    }

    static String xmp(String descriptionAttributes, String history) {
        return "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>"
                + "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
                + "<rdf:Description rdf:about=\"\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\""
                + " xmlns:photoshop=\"http://ns.adobe.com/photoshop/1.0/\""
                + " xmlns:xmpMM=\"http://ns.adobe.com/xap/1.0/mm/\""
                + " xmlns:stEvt=\"http://ns.adobe.com/xap/1.0/sType/ResourceEvent#\" " + descriptionAttributes + ">"
                + (history == null ? "" : "<xmpMM:History><rdf:Seq><rdf:li stEvt:action=\"saved\" stEvt:softwareAgent=\""
                        + history + "\"/></rdf:Seq></xmpMM:History>")
                + "</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end=\"w\"?>";
    }

    /** The PNG with an iTXt chunk holding the XMP packet, right after IHDR. */
    static byte[] withPngXmp(byte[] png, String xmp) {
        byte[] data = concat("XML:com.adobe.xmp".getBytes(StandardCharsets.US_ASCII), new byte[] {0, 0, 0, 0, 0},
                xmp.getBytes(StandardCharsets.UTF_8));
        return withPngChunk(png, "iTXt", data);
    }

    static byte[] withPngText(byte[] png, String keyword, String text) {
        return withPngChunk(png, "tEXt", concat(keyword.getBytes(StandardCharsets.ISO_8859_1), new byte[] {0},
                text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    private static byte[] withPngChunk(byte[] png, String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        ByteBuffer chunk = ByteBuffer.allocate(12 + data.length);
        chunk.putInt(data.length).put(typeBytes).put(data).putInt((int) crc.getValue());
        int afterHeader = 8 + 25;
        return concat(Arrays.copyOf(png, afterHeader), chunk.array(), Arrays.copyOfRange(png, afterHeader, png.length));
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
