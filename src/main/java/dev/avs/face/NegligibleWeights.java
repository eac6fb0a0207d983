package dev.avs.face;

import java.util.ArrayList;
import java.util.List;

/**
 * Sets an ONNX model's negligible float weights (magnitude below {@link #FLOOR}) to zero before ONNX Runtime loads it.
 *
 * <p>Why: the embedding model carries about 200,000 weights between 1e-45 and 1e-10 (decayed to nearly nothing
 * in training, thousands of them denormal), and their products with activations are denormal floats, which a CPU
 * multiplies many times slower. ONNX Runtime's {@code session.set_denormal_as_zero} sets the CPU's
 * denormals-are-zero mode only on the thread that initialises the process's first session and on its own pool
 * threads, not on the scheduler threads that analyse uploads: there the embedding took 100 ms instead of 17
 * (docs/performance.md#face-analysis). A weight below 1e-10 moves no output by more than float rounding: on the
 * calibration photos, embeddings with and without them agree to a cosine of 1 - 1e-7.
 *
 * <p>The walk reads only the protobuf fields that hold tensors (graph initialisers and constant nodes' tensor
 * attributes) and rewrites floats in place, so every other byte of the model stays as shipped.
 */
final class NegligibleWeights {

    private static final int MODEL_GRAPH = 7;
    private static final int GRAPH_NODE = 1;
    private static final int GRAPH_INITIALIZER = 5;
    private static final int NODE_ATTRIBUTE = 5;
    private static final int ATTRIBUTE_TENSOR = 5;
    private static final int TENSOR_DATA_TYPE = 2;
    private static final int TENSOR_FLOAT_DATA = 4;
    private static final int TENSOR_RAW_DATA = 9;
    private static final int FLOAT = 1;

    private NegligibleWeights() {
    }

    static final float FLOOR = 1e-10f;

    /** A copy of the model whose float weights below the floor are zero. */
    static byte[] zeroed(byte[] model) {
        byte[] copy = model.clone();
        walk(copy, FLOOR, true);
        return copy;
    }

    /** How many float weights of the model are not zero but below the given magnitude. */
    static int count(byte[] model, float floor) {
        return walk(model, floor, false);
    }

    private static int walk(byte[] model, float floor, boolean zero) {
        int found = 0;
        for (Field graph : new Reader(model, 0, model.length).all(MODEL_GRAPH)) {
            for (Field field : new Reader(model, graph.start, graph.end).fields()) {
                if (field.number == GRAPH_INITIALIZER) {
                    found += tensor(model, field, floor, zero);
                } else if (field.number == GRAPH_NODE) {
                    for (Field attribute : new Reader(model, field.start, field.end).all(NODE_ATTRIBUTE)) {
                        for (Field tensor : new Reader(model, attribute.start, attribute.end).all(ATTRIBUTE_TENSOR)) {
                            found += tensor(model, tensor, floor, zero);
                        }
                    }
                }
            }
        }
        return found;
    }

    private static int tensor(byte[] model, Field tensor, float floor, boolean zero) {
        long type = -1;
        int found = 0;
        List<Field> data = new ArrayList<>();
        for (Field field : new Reader(model, tensor.start, tensor.end).fields()) {
            if (field.number == TENSOR_DATA_TYPE && field.wireType == 0) {
                type = field.value;
            } else if ((field.number == TENSOR_RAW_DATA || field.number == TENSOR_FLOAT_DATA)
                    && (field.wireType == 2 || field.wireType == 5)) {
                data.add(field);
            }
        }
        if (type != FLOAT) {
            return 0;
        }
        for (Field field : data) {
            for (int at = field.start; at + 4 <= field.end; at += 4) {
                int bits = (model[at] & 0xff) | (model[at + 1] & 0xff) << 8 | (model[at + 2] & 0xff) << 16
                        | (model[at + 3] & 0xff) << 24;
                if ((bits & 0x7fffffff) != 0 && Math.abs(Float.intBitsToFloat(bits)) < floor) {
                    found++;
                    if (zero) {
                        // keep the sign, as the CPU's denormals-are-zero mode does
                        model[at] = 0;
                        model[at + 1] = 0;
                        model[at + 2] = 0;
                        model[at + 3] = (byte) (bits >>> 24 & 0x80);
                    }
                }
            }
        }
        return found;
    }

    /** One field: its number, wire type, and its payload's bounds (or its value when it is a varint). */
    private record Field(int number, int wireType, int start, int end, long value) {
    }

    /** The fields of one protobuf message between two offsets. */
    private record Reader(byte[] bytes, int from, int to) {

        List<Field> all(int number) {
            return fields().stream().filter(field -> field.number == number && field.wireType == 2).toList();
        }

        List<Field> fields() {
            List<Field> fields = new ArrayList<>();
            int[] at = {from};
            while (at[0] < to) {
                long key = varint(at);
                int number = (int) (key >>> 3);
                int wireType = (int) (key & 7);
                switch (wireType) {
                    case 0 -> fields.add(new Field(number, 0, at[0], at[0], varint(at)));
                    case 1 -> fields.add(skip(number, 1, at, 8));
                    case 5 -> fields.add(skip(number, 5, at, 4));
                    case 2 -> fields.add(skip(number, 2, at, Math.toIntExact(varint(at))));
                    default -> throw new IllegalArgumentException("Not an ONNX model: wire type " + wireType);
                }
            }
            if (at[0] != to) {
                throw new IllegalArgumentException("Not an ONNX model: a field runs past its message");
            }
            return fields;
        }

        private Field skip(int number, int wireType, int[] at, int length) {
            int start = at[0];
            if (length < 0 || start + length > to) {
                throw new IllegalArgumentException("Not an ONNX model: a field runs past its message");
            }
            at[0] = start + length;
            return new Field(number, wireType, start, at[0], 0);
        }

        private long varint(int[] at) {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                if (at[0] >= to) {
                    throw new IllegalArgumentException("Not an ONNX model: a number runs past its message");
                }
                byte b = bytes[at[0]++];
                value |= (long) (b & 0x7f) << shift;
                if (b >= 0) {
                    return value;
                }
            }
            throw new IllegalArgumentException("Not an ONNX model: a number longer than ten bytes");
        }
    }
}
