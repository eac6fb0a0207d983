package dev.avs.file;

import java.io.UncheckedIOException;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;

/** Whether this node can use the file storage (the local folder or the bucket), for its readiness. */
@Component
class StorageHealthIndicator extends AbstractHealthIndicator {

    private final FileStorage storage;

    StorageHealthIndicator(FileStorage storage) {
        super("The file storage could not be checked");
        this.storage = storage;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        try {
            storage.probe();
            builder.up();
        } catch (UncheckedIOException e) {
            // the reason is ours (folder or bucket state), never a path, key or address
            builder.down().withDetail("reason", e.getMessage());
        }
    }
}
