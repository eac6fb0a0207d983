package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.verification.Policy;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The candidate look-up's promise: every hash within 7 bits shares a probed segment value with the query. */
class ImageSegmentsTest {

    @Test
    void segmentsCoverTheHashAndReassembleIt() {
        long phash = 0x8123_4567_89ab_cdefL;
        long reassembled = 0;
        for (int segment = 0; segment < ImageIndex.SEGMENTS; segment++) {
            int value = ImageIndex.segment(phash, segment);
            assertThat(value).isBetween(0, 0xffff);
            reassembled |= (long) value << (ImageIndex.SEGMENT_BITS * segment);
        }
        assertThat(reassembled).isEqualTo(phash);
        assertThat(ImageIndex.segment(phash, 3)).isEqualTo(0x8123);
    }

    @Test
    void policiesCannotAskForMoreThanTheIndexFinds() {
        assertThat(ImageIndex.MAX_FINDABLE_DISTANCE).isEqualTo(7);
        assertThat(Policy.MAX_PHASH_DISTANCE).isLessThanOrEqualTo(ImageIndex.MAX_FINDABLE_DISTANCE);
    }

    @Test
    void probesAreTheValueAndItsSixteenOneBitNeighbours() {
        assertThat(ImageIndex.probes(0L, 0)).hasSize(17).doesNotHaveDuplicates()
                .allSatisfy(probe -> assertThat(Integer.bitCount(probe)).isLessThanOrEqualTo(1));
    }

    @Test
    void everyHashWithinSevenBitsIsACandidate() {
        Random random = new Random(20261122);
        for (int trial = 0; trial < 20_000; trial++) {
            long query = random.nextLong();
            int distance = trial % (ImageIndex.MAX_FINDABLE_DISTANCE + 1);
            long stored = query;
            // flip `distance` distinct bits, chosen to crowd as many segments as possible in half the trials
            int[] bits = random.ints(0, 64).distinct().limit(distance).toArray();
            if (trial % 2 == 0) {
                bits = IntStream.range(0, distance).map(i -> (i % 4) * 16 + i / 4 + random.nextInt(8)).distinct()
                        .toArray();
            }
            for (int bit : bits) {
                stored ^= 1L << bit;
            }
            assertThat(found(query, stored)).as("%016x vs %016x", query, stored).isTrue();
        }
    }

    @Test
    void distantHashesAreNotFoundByChanceOfOneSegment() {
        long query = 0x0123_4567_89ab_cdefL;
        long twoBitsInEverySegment = query ^ 0x0003_0003_0003_0003L;
        assertThat(found(query, twoBitsInEverySegment)).isFalse();
    }

    /** What the SQL does: some segment of the stored hash equals one of the query's probes for that segment. */
    private static boolean found(long query, long stored) {
        return IntStream.range(0, ImageIndex.SEGMENTS)
                .anyMatch(segment -> ImageIndex.probes(query, segment).contains(ImageIndex.segment(stored, segment)));
    }
}
