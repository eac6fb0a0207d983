package dev.avs.account;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * Remembers which account a key belongs to for a few seconds, so that authentication does not cost a database
 * round trip on every request. Revoking a key or disabling an account clears it on this node at once; other
 * nodes notice within the TTL ({@code avs.account.key-cache-ttl}). Unknown keys are never cached, so guessing
 * cannot fill memory.
 */
@Component
class KeyCache {

    private static final int MAX_ENTRIES = 10_000;

    private record Entry(AccountRepository.KeyOwner owner, long expiresAt) {
    }

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final long ttlNanos;

    KeyCache(AccountProperties properties) {
        Duration ttl = properties.keyCacheTtl();
        this.ttlNanos = ttl == null ? 0 : ttl.toNanos();
    }

    Optional<AccountRepository.KeyOwner> get(String keyHash, Function<String, Optional<AccountRepository.KeyOwner>> load) {
        long now = System.nanoTime();
        Entry cached = entries.get(keyHash);
        if (cached != null && now - cached.expiresAt() < 0) {
            return Optional.of(cached.owner());
        }
        Optional<AccountRepository.KeyOwner> owner = load.apply(keyHash);
        if (owner.isPresent() && ttlNanos > 0) {
            if (entries.size() >= MAX_ENTRIES) {
                entries.clear();
            }
            entries.put(keyHash, new Entry(owner.get(), now + ttlNanos));
        } else {
            entries.remove(keyHash);
        }
        return owner;
    }

    void clear() {
        entries.clear();
    }
}
