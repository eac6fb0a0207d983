package dev.avs.vault;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.Parameters;
import com.google.crypto.tink.TinkProtoKeysetFormat;
import com.google.crypto.tink.aead.AeadConfig;
import com.google.crypto.tink.aead.PredefinedAeadParameters;
import com.google.crypto.tink.prf.PredefinedPrfParameters;
import com.google.crypto.tink.prf.PrfConfig;
import com.google.crypto.tink.streamingaead.PredefinedStreamingAeadParameters;
import com.google.crypto.tink.streamingaead.StreamingAeadConfig;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Executors;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Creates, caches, rotates and retires the accounts' key rings. A ring is created on its account's first need,
 * committed at once on the rings' own connections ({@link KeyRingRepository}), whatever the caller's transaction
 * does (two nodes racing: the second reads the first's).
 * <p>
 * A node keeps a ring at most {@code avs.vault.key-cache-ttl} and reads it again in the background after half of
 * that, so that a busy account never waits for its ring. A ciphertext under a key the node does not know yet makes
 * it read the ring again.
 */
@Component
class KeyRings {

    static {
        try {
            AeadConfig.register();
            StreamingAeadConfig.register();
            PrfConfig.register();
        } catch (GeneralSecurityException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final KeyRingRepository repository;
    private final InstallationKeys installationKeys;
    private final TransactionTemplate ownTransaction;
    private final Clock clock;
    private final LoadingCache<String, KeyRing> cache;

    KeyRings(KeyRingRepository repository, InstallationKeys installationKeys,
             VaultProperties properties, Clock clock) {
        this.repository = repository;
        this.installationKeys = installationKeys;
        this.ownTransaction = repository.transactions();
        this.clock = clock;
        this.cache = Caffeine.newBuilder().expireAfterWrite(properties.keyCacheTtl())
                .refreshAfterWrite(properties.keyCacheTtl().dividedBy(2))
                .executor(Executors.newVirtualThreadPerTaskExecutor())
                .maximumSize(10_000).build(this::loadOrCreate);
    }

    KeyRing of(String accountId) {
        return cache.get(accountId);
    }

    /** Reads the ring again: a ciphertext names a key this node's copy does not have. */
    KeyRing reload(String accountId) {
        forget(accountId);
        return of(accountId);
    }

    /** Drops this node's copy: the next use reads the ring again. */
    void forget(String accountId) {
        cache.invalidate(accountId);
    }

    private KeyRing loadOrCreate(String accountId) {
        return repository.find(accountId, false).map(this::unwrap).orElseGet(() -> create(accountId));
    }

    private KeyRing newRing(String accountId) {
        return KeyRing.of(accountId, 1, null, generate(PredefinedAeadParameters.AES256_GCM),
                generate(PredefinedStreamingAeadParameters.AES256_GCM_HKDF_4KB),
                generate(PredefinedPrfParameters.HMAC_SHA256_PRF));
    }

    private KeyRing create(String accountId) {
        KeyRing ring = newRing(accountId);
        if (repository.insert(wrap(ring), clock.instant())) {
            return ring;
        }
        // another node made the account's ring first (its transaction committed): that one is the ring
        return repository.find(accountId, false).map(this::unwrap).orElseThrow();
    }

    /**
     * Adds a new primary field key and file key: new writes use them at once, everything written before still
     * decrypts, and the re-encryption job moves it over. Returns the new ring.
     */
    KeyRing rotate(String accountId) {
        of(accountId);
        KeyRing rotated = ownTransaction.execute(status -> {
            KeyRing ring = unwrap(repository.find(accountId, true).orElseThrow());
            KeyRing next = KeyRing.of(accountId, ring.version() + 1, clock.instant(),
                    withNewPrimary(ring.fieldKeys(), PredefinedAeadParameters.AES256_GCM),
                    withNewPrimary(ring.fileKeys(), PredefinedStreamingAeadParameters.AES256_GCM_HKDF_4KB),
                    ring.indexKey());
            repository.update(wrap(next), ring.version(), clock.instant());
            return next;
        });
        cache.put(accountId, rotated);
        return rotated;
    }

    /**
     * Destroys the keys a rotation replaced, once the job found nothing left under them. False if the ring changed
     * meanwhile (a new rotation): the job goes round again.
     */
    boolean retireOldKeys(String accountId, long version) {
        Boolean retired = ownTransaction.execute(status -> {
            KeyRing ring = unwrap(repository.find(accountId, true).orElseThrow());
            if (ring.version() != version) {
                return false;
            }
            KeyRing next = KeyRing.of(accountId, version + 1, null, primaryOnly(ring.fieldKeys()),
                    primaryOnly(ring.fileKeys()), ring.indexKey());
            return repository.update(wrap(next), version, clock.instant());
        });
        forget(accountId);
        return Boolean.TRUE.equals(retired);
    }

    /** Wraps again with the current installation key every ring an earlier one wrapped; returns how many. */
    int rewrapAll() {
        int rewrapped = 0;
        for (String accountId : repository.wrappedByOtherThan(installationKeys.ringKeyId())) {
            repository.find(accountId, false).map(this::unwrap);
            forget(accountId);
            rewrapped++;
        }
        return rewrapped;
    }

    Optional<KeyRing> stored(String accountId) {
        return repository.find(accountId, false).map(this::unwrap);
    }

    private KeyRing unwrap(KeyRingRepository.Row row) {
        byte[] ad = row.accountId().getBytes(StandardCharsets.UTF_8);
        var kek = installationKeys.ringKey(row.masterKeyId());
        try {
            KeyRing ring = KeyRing.of(row.accountId(), row.version(), row.rotatedAt(),
                    TinkProtoKeysetFormat.parseEncryptedKeyset(row.fieldKeys(), kek, ad),
                    TinkProtoKeysetFormat.parseEncryptedKeyset(row.fileKeys(), kek, ad),
                    TinkProtoKeysetFormat.parseEncryptedKeyset(row.indexKey(), kek, ad));
            if (!row.masterKeyId().equals(installationKeys.ringKeyId())) {
                // wrapped by a key the installation replaced: wrap it with the current one (best effort, any node)
                repository.update(wrap(ring), row.version(), clock.instant());
            }
            return ring;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("The key ring of an account cannot be decrypted: was the installation"
                    + " key changed without AVS_PREVIOUS_ENCRYPTION_KEYS?", e);
        }
    }

    private KeyRingRepository.Row wrap(KeyRing ring) {
        byte[] ad = ring.accountId().getBytes(StandardCharsets.UTF_8);
        var kek = installationKeys.ringKey();
        try {
            return new KeyRingRepository.Row(ring.accountId(), installationKeys.ringKeyId(),
                    TinkProtoKeysetFormat.serializeEncryptedKeyset(ring.fieldKeys(), kek, ad),
                    TinkProtoKeysetFormat.serializeEncryptedKeyset(ring.fileKeys(), kek, ad),
                    TinkProtoKeysetFormat.serializeEncryptedKeyset(ring.indexKey(), kek, ad),
                    ring.version(), ring.rotatedAt());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("A key ring cannot be encrypted", e);
        }
    }

    private static KeysetHandle generate(Parameters parameters) {
        try {
            return KeysetHandle.generateNew(parameters);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static KeysetHandle withNewPrimary(KeysetHandle keys, Parameters parameters) {
        try {
            return KeysetHandle.newBuilder(keys)
                    .addEntry(KeysetHandle.generateEntryFromParameters(parameters).withRandomId().makePrimary())
                    .build();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static KeysetHandle primaryOnly(KeysetHandle keys) {
        try {
            KeysetHandle.Builder builder = KeysetHandle.newBuilder(keys);
            for (int i = keys.size() - 1; i >= 0; i--) {
                if (!keys.getAt(i).isPrimary()) {
                    builder.deleteAt(i);
                }
            }
            return builder.build();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
