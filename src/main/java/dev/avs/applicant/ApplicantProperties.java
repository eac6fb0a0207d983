package dev.avs.applicant;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code avs.applicant.*}: how many applicant views a node keeps rendered (0 turns the cache off). */
@ConfigurationProperties("avs.applicant")
public record ApplicantProperties(long viewCacheSize) {
}
