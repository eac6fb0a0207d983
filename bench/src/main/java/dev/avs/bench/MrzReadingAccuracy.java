package dev.avs.bench;

import dev.avs.reading.MrzReading;
import dev.avs.reading.ReadingPipeline;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * How often the MRZ is read exactly, per degradation: rendered phone photos of TD1, TD2 and TD3 documents with
 * random holders (names, numbers, dates), each degraded one way. Prints, per degradation, exact reads, reads with
 * a wrong text (check digits holding by chance: the dangerous case), unreadable, not found, and the time per photo.
 * Usage: {@code java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar
 * dev.avs.bench.MrzReadingAccuracy [photos per degradation = 30 [only the degradations starting so]] [--viz]};
 * with {@code --viz} the page above a read MRZ is compared with it too, as the service does (its confirmation can
 * turn an unreadable MRZ into a read one).
 */
public final class MrzReadingAccuracy {

    private static final String[] SURNAMES = {"ERIKSSON", "NOWAK", "GARCIA LOPEZ", "OKAFOR", "MUELLER", "DUPONT",
            "KOWALCZYK", "SMITH", "NGUYEN", "OBRIEN", "ROSSI", "FERNANDES"};
    private static final String[] GIVEN = {"ANNA MARIA", "JAN", "LUIS", "CHIDI", "KLAUS PETER", "MARIE", "ZOFIA",
            "JOHN", "THI LAN", "SEAN", "GIULIA", "JOAO"};
    private static final String[] STATES = {"GBR", "POL", "ESP", "NGA", "D<<", "FRA", "ITA", "PRT", "UTO"};

    public static void main(String[] arguments) {
        boolean visualZone = Arrays.asList(arguments).contains("--viz");
        String[] args = Arrays.stream(arguments).filter(a -> !a.equals("--viz")).toArray(String[]::new);
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        String only = args.length > 1 ? args[1] : null;
        Map<String, UnaryOperator<Shot>> degradations = new LinkedHashMap<>();
        degradations.put("clean", s -> s);
        degradations.put("turned 10 degrees", s -> s.turned(10));
        degradations.put("turned -25 degrees", s -> s.turned(-25));
        degradations.put("upside down", s -> s.turned(180));
        degradations.put("sideways (90)", s -> s.turned(90));
        degradations.put("sideways (270)", s -> s.turned(270));
        degradations.put("perspective 0.3", s -> s.inPerspective(0.3));
        degradations.put("perspective 0.6", s -> s.inPerspective(0.6));
        degradations.put("blur 1.0 px", s -> s.blurred(1.0));
        degradations.put("blur 2.0 px", s -> s.blurred(2.0));
        degradations.put("noise sigma 15", s -> s.noisy(15));
        degradations.put("dark (0.45)", s -> s.lit(0.45));
        degradations.put("JPEG quality 0.25", s -> s.jpeg(0.25f));
        degradations.put("low resolution 5 px/mm", s -> s.sized(900, 5));
        degradations.put("glare 0.7", s -> s.withGlare(0.7));
        degradations.put("shadow 0.6", s -> s.withShadow(0.6));
        degradations.put("12 MP phone photo", s -> s.sized(4000, 24));
        // the harder degradations of issue 30's hidden set
        degradations.put("low resolution 2.5 px/mm", s -> s.sized(500, 2.5));
        degradations.put("blur 3.0 px", s -> s.blurred(3.0));
        degradations.put("shadow, noise, JPEG 0.5", s -> s.withShadow(0.6).noisy(12).jpeg(0.5f));
        degradations.put("glare 0.9", s -> s.withGlare(0.9));
        try (ReadingPipeline pipeline = ReadingPipeline.shipped(visualZone)) {
            for (int warm = 0; warm < 5; warm++) {
                pipeline.read(photo(new Random(warm), Shot.clean()).bytes);
            }
            System.out.printf("%-24s %6s %6s %6s %6s %6s %9s %9s%n", "degradation", "photos", "exact", "wrong",
                    "unread", "none", "ms/photo", "min conf");
            int seed = 0;
            for (Map.Entry<String, UnaryOperator<Shot>> degradation : degradations.entrySet()) {
                if (only != null && !degradation.getKey().startsWith(only)) {
                    seed += n;
                    continue;
                }
                int exact = 0;
                int wrong = 0;
                int unreadable = 0;
                int none = 0;
                long nanos = 0;
                double lowestExact = 1;
                for (int i = 0; i < n; i++) {
                    Random random = new Random(++seed);
                    Sample sample = photo(random, degradation.getValue().apply(Shot.clean().seeded(seed)));
                    long t0 = System.nanoTime();
                    MrzReading reading = pipeline.read(sample.bytes);
                    nanos += System.nanoTime() - t0;
                    if (reading.isRead() && reading.mrz().equals(sample.mrz)) {
                        exact++;
                        lowestExact = Math.min(lowestExact, reading.confidence());
                    } else if (reading.isRead()) {
                        wrong++;
                        System.out.printf("  wrong (confidence %.3f): expected%n%s%n  read%n%s%n",
                                reading.confidence(), sample.mrz, reading.mrz());
                    } else if (MrzReading.UNREADABLE.equals(reading.status())) {
                        unreadable++;
                        if (Boolean.getBoolean("unreadable")) {
                            System.out.printf("  unreadable (confidence %.3f): expected%n%s%n  read%n%s%n",
                                    reading.confidence(), sample.mrz, reading.mrz());
                            write(Path.of(System.getProperty("java.io.tmpdir"), "unreadable_" + seed + ".jpg"),
                                    sample.bytes);
                        }
                    } else {
                        none++;
                    }
                }
                System.out.printf("%-24s %6d %6d %6d %6d %6d %9.0f %9.3f%n", degradation.getKey(), n, exact, wrong,
                        unreadable, none, nanos / 1e6 / n, lowestExact);
            }
        }
    }

    /** An unreadable photo kept for a look (-Dunreadable=true), as the seed that made it names it. */
    private static void write(Path file, byte[] bytes) {
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Sample(byte[] bytes, String mrz) {
    }

    /** A random holder's document of a random format, photographed as the shot says. */
    private static Sample photo(Random random, Shot shot) {
        String surname = SURNAMES[random.nextInt(SURNAMES.length)];
        String given = GIVEN[random.nextInt(GIVEN.length)];
        String state = STATES[random.nextInt(STATES.length)];
        String number = Character.toString('A' + random.nextInt(26)) + (10_000_000 + random.nextInt(89_999_999));
        LocalDate dob = LocalDate.of(1950 + random.nextInt(55), 1 + random.nextInt(12), 1 + random.nextInt(28));
        LocalDate expiry = LocalDate.now().plusDays(30 + random.nextInt(3650));
        char sex = random.nextBoolean() ? 'F' : 'M';
        Format format = Format.values()[random.nextInt(3)];
        List<String> mrz = switch (format) {
            case TD3 -> DocumentPhotos.td3(state, surname, given, number.substring(0, 9), state, dob, sex, expiry);
            case TD1 -> DocumentPhotos.td1(state, surname, given, number.substring(0, 9), state, dob, sex, expiry);
            case TD2 -> DocumentPhotos.td2(state, surname, given, number.substring(0, 9), state, dob, sex, expiry);
        };
        return new Sample(DocumentPhotos.photo(format, mrz, shot), String.join("\n", new ArrayList<>(mrz)));
    }
}
