package dev.avs.persistence;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/** The contract's timestamp form: ISO-8601 UTC with {@code Z}, second precision. */
public final class Timestamps {

    private Timestamps() {
    }

    public static String format(Instant instant) {
        return instant == null ? null : DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.SECONDS));
    }

    /** For JDBC: drivers of both databases bind {@link OffsetDateTime} to {@code timestamp with time zone}. */
    public static OffsetDateTime sql(Instant instant) {
        return instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    public static Instant fromSql(OffsetDateTime value) {
        return value == null ? null : value.toInstant();
    }
}
