package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Zeroing an ONNX model's negligible weights: only float tensors change, and only their tiny values. */
class NegligibleWeightsTest {

    @Test
    void zeroesTinyFloatsInInitialisersAndConstantNodesAndNothingElse() {
        byte[] weights = floats(1.0f, 1e-20f, -1e-40f, 0.5f, 2e-10f);
        byte[] constant = floats(3e-11f, 7f);
        byte[] longs = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(5).array();
        byte[] graph = concat(
                message(5, concat(varintField(2, 1), bytesField(8, "w".getBytes()), bytesField(9, weights))),
                message(5, concat(varintField(2, 7), bytesField(9, longs))),   // INT64: its bytes look like a tiny float
                message(1, message(5, message(5, concat(varintField(2, 1), bytesField(4, constant))))));
        byte[] model = concat(varintField(1, 8), message(7, graph));
        byte[] original = model.clone();

        byte[] zeroed = NegligibleWeights.zeroed(model);

        assertThat(model).isEqualTo(original);
        assertThat(zeroed).hasSameSizeAs(model);
        assertThat(NegligibleWeights.count(model, NegligibleWeights.FLOOR)).isEqualTo(3);
        assertThat(NegligibleWeights.count(zeroed, NegligibleWeights.FLOOR)).isZero();
        assertThat(read(zeroed, weights, original)).containsExactly(1.0f, 0f, -0f, 0.5f, 2e-10f);
        assertThat(read(zeroed, constant, original)).containsExactly(0f, 7f);
        assertThat(Arrays.equals(zeroed, indexOf(original, longs), indexOf(original, longs) + 8, longs, 0, 8)).isTrue();
        assertThat(Float.floatToRawIntBits(read(zeroed, weights, original)[2])).isEqualTo(0x80000000);
    }

    @Test
    void theShippedEmbeddingModelLosesItsTwoHundredThousandNegligibleWeights() throws IOException {
        byte[] model;
        try (InputStream in = getClass().getResourceAsStream("/models/face/fr_feature.onnx")) {
            model = in.readAllBytes();
        }

        assertThat(NegligibleWeights.count(model, NegligibleWeights.FLOOR)).isGreaterThan(150_000);
        assertThat(NegligibleWeights.count(model, Float.MIN_NORMAL)).isGreaterThan(5_000);   // denormal ones
        assertThat(NegligibleWeights.count(NegligibleWeights.zeroed(model), NegligibleWeights.FLOOR)).isZero();
    }

    @Test
    void bytesThatAreNoModelAreRefused() {
        byte[] truncated = concat(varintField(1, 8), new byte[] {(7 << 3) | 2, 100, 1, 2});

        assertThatThrownBy(() -> NegligibleWeights.zeroed(truncated)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Not an ONNX model");
        assertThatThrownBy(() -> NegligibleWeights.zeroed(new byte[] {(byte) 0x80}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NegligibleWeights.zeroed(new byte[] {(1 << 3) | 3}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static float[] read(byte[] zeroed, byte[] data, byte[] original) {
        ByteBuffer buffer = ByteBuffer.wrap(zeroed, indexOf(original, data), data.length).order(ByteOrder.LITTLE_ENDIAN);
        float[] values = new float[data.length / 4];
        for (int i = 0; i < values.length; i++) {
            values[i] = buffer.getFloat();
        }
        return values;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }

    private static byte[] floats(float... values) {
        ByteBuffer buffer = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float value : values) {
            buffer.putFloat(value);
        }
        return buffer.array();
    }

    private static byte[] message(int number, byte[] payload) {
        return bytesField(number, payload);
    }

    private static byte[] bytesField(int number, byte[] payload) {
        return concat(varint(number << 3 | 2), varint(payload.length), payload);
    }

    private static byte[] varintField(int number, long value) {
        return concat(varint(number << 3), varint(value));
    }

    private static byte[] varint(long value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((value & ~0x7fL) != 0) {
            out.write((int) (value & 0x7f) | 0x80);
            value >>>= 7;
        }
        out.write((int) value);
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
