package dev.avs.form;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.form.*}: where form URLs point and where the operator's form configuration lives.
 *
 * @param publicBaseUrl  the base of form URLs as applicants reach the service (e.g. {@code https://kyc.example.com});
 *                       blank: taken from the request that asks for the URL
 * @param configFile     YAML file of forms per account, loaded at start and by {@code forms load}; absent: nothing
 * @param defaultUrlTtl  lifetime of a form URL when its form sets none
 * @param maxUploadsPerUrl photos one form URL may store, so that a leaked URL cannot fill the storage
 * @param pageLimits     how much of the public pages one form URL or one client address may use
 */
@ConfigurationProperties("avs.form")
public record FormProperties(String publicBaseUrl, Path configFile, Duration defaultUrlTtl, int maxUploadsPerUrl,
                             PageLimits pageLimits) {

    /** Rate limits of the pages per form URL and per client address, and how many uploads are read at once. */
    public record PageLimits(int requestsPerMinutePerUrl, int requestsPerMinutePerAddress, int concurrentUploads,
                             int concurrentUploadsPerAddress) {
    }
}
