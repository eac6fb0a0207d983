package dev.avs.decoding;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;

/**
 * A decoder process: the service starts it ({@link DecoderProcess}) with a heap, an address-space limit and a
 * deadline per file, and sends it files one at a time; it answers each with what it decoded or why not. Whatever a
 * file makes FFmpeg or PDFBox allocate stays in this process: at worst it dies, and the service answers for it.
 * It exits when its input closes or the service that started it ends.
 */
public final class DecoderMain {

    private DecoderMain() {
    }

    public static void main(String[] args) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
        // a library that prints must not write into the answers
        System.setOut(System.err);
        // the service gone (even killed), nothing is left to answer: end at once, whatever is being decoded
        ProcessHandle.current().parent()
                .ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(0)));
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 64 * 1024));
        Natives.load();
        out.writeInt(Protocol.READY);
        out.flush();
        while (true) {
            Protocol.Request request;
            try {
                request = Protocol.readRequest(in);
            } catch (EOFException closed) {
                return;
            }
            long deadline = System.nanoTime() + request.timeLimitMillis() * 1_000_000L;
            try {
                switch (request.kind()) {
                    case Protocol.VIDEO -> Protocol.write(out,
                            VideoDecoder.sample(request.content(), request.contentType(), request.frames()));
                    case Protocol.PDF -> Protocol.write(out, PdfTextReader.read(request.content(), deadline));
                    default -> Protocol.refuse(out, "Nothing decodes this kind of file");
                }
            } catch (Undecodable refused) {
                Protocol.refuse(out, refused.getMessage());
            } catch (RuntimeException broken) {
                Protocol.refuse(out, "The file cannot be decoded");
            }
        }
    }
}
