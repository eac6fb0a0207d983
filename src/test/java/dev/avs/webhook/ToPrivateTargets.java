package dev.avs.webhook;

import org.junit.jupiter.api.AfterEach;

/** The delivery tests: a receiver on this machine per test, on the shared context of {@link CallbackSupport}. */
abstract class ToPrivateTargets extends CallbackSupport {

    final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }
}
