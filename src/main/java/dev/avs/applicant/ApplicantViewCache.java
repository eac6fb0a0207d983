package dev.avs.applicant;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Renderings of {@code GET /applicants/{id}}, each valid for one view version. Every read checks the version in the
 * database first, so a change made on any node is never hidden; the cache only saves rebuilding what did not
 * change.
 */
@Component
class ApplicantViewCache {

    private record Entry(String accountId, long version, byte[] json) {
    }

    private final Cache<String, Entry> entries;

    ApplicantViewCache(ApplicantProperties properties) {
        this.entries = Caffeine.newBuilder().maximumSize(properties.viewCacheSize()).build();
    }

    Optional<byte[]> get(String accountId, String applicantId, long version) {
        Entry entry = entries.getIfPresent(applicantId);
        return entry != null && entry.version() == version && entry.accountId().equals(accountId)
                ? Optional.of(entry.json()) : Optional.empty();
    }

    void put(String accountId, String applicantId, long version, byte[] json) {
        entries.put(applicantId, new Entry(accountId, version, json));
    }
}
