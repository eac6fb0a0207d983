package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.SmallPoolIntegrationTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Writes meeting an account's ring missing from the cache while they hold every connection of the pool in their
 * transactions: reading the ring must not need a connection of that pool (it did: each write then waited for a
 * connection none would give back, and failed after the pool's timeout).
 */
class KeyRingPoolIT extends SmallPoolIntegrationTest {

    @Autowired
    KeyRings rings;
    @Autowired
    Vault vault;
    @Autowired
    TransactionTemplate transactions;

    @Test
    void writesHoldingTheWholePoolReadTheRingOnTheirOwnConnections() throws Exception {
        String account = newTenant().account().value();
        rings.forget(account);
        CyclicBarrier everyConnectionTaken = new CyclicBarrier(POOL);
        try (ExecutorService writers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<String>> sealed = new ArrayList<>();
            for (int i = 0; i < POOL; i++) {
                // a transaction takes its connection as it begins
                sealed.add(writers.submit(() -> transactions.execute(status -> {
                    await(everyConnectionTaken);
                    return vault.seal(account, "Zoë Exampleton");
                })));
            }
            for (Future<String> value : sealed) {
                assertThat(vault.open(account, value.get())).isEqualTo("Zoë Exampleton");
            }
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
