package dev.avs.cluster;

import dev.avs.file.S3Server;
import dev.avs.support.TestDatabase;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings every node of a test cluster shares: one PostgreSQL schema, one S3Proxy bucket, the test's trimmed
 * screening lists, callbacks to private addresses (the receiver runs here), quick polling and a dead node noticed
 * within seconds; the face engine and MRZ reading off (the load has no photos to look at).
 */
final class NodeSettings {

    static final String BUCKET = "avs-cluster";
    private static final String KEY = Base64.getEncoder().encodeToString(new SecureRandom().generateSeed(32));

    private NodeSettings() {
    }

    static Map<String, String> of(S3Server s3, String database, Map<String, String> extra) {
        s3.createBucket(BUCKET);
        Map<String, String> settings = new LinkedHashMap<>();
        TestDatabase.properties(database).forEach((key, value) -> settings.put(key, String.valueOf(value)));
        settings.put("avs.file.storage", "s3");
        settings.put("avs.file.s3.bucket", BUCKET);
        settings.put("avs.file.s3.endpoint", s3.endpoint.toString());
        settings.put("avs.file.s3.path-style", "true");
        settings.put("avs.file.s3.region", "us-east-1");
        settings.put("avs.webhook.allow-private-targets", "true");
        settings.put("avs.webhook.retry-schedule", "1s,2s,2s,5s");
        settings.put("avs.scheduling.polling-interval", "200ms");
        settings.put("avs.scheduling.heartbeat-interval", "1s");
        settings.put("avs.scheduling.missed-heartbeats-limit", "4");
        settings.put("avs.scheduling.shutdown-max-wait", "5s");
        settings.put("avs.face.enabled", "false");
        settings.put("avs.reading.enabled", "false");
        settings.put("spring.datasource.hikari.maximum-pool-size", "10");
        List<String[]> lists = List.of(new String[] {"ofac-sdn", "ofac-sdn-csv", "ofac-sdn"},
                new String[] {"ofac-cons", "ofac-cons-csv", "ofac-cons"},
                new String[] {"un", "un-xml", "un/consolidated.xml"},
                new String[] {"us-csl", "us-csl-csv", "us-csl/consolidated.csv"});
        for (int i = 0; i < lists.size(); i++) {
            settings.put("avs.screening.sources[" + i + "].name", lists.get(i)[0]);
            settings.put("avs.screening.sources[" + i + "].format", lists.get(i)[1]);
            settings.put("avs.screening.sources[" + i + "].location",
                    Path.of("src/test/resources/screening", lists.get(i)[2]).toAbsolutePath().toString());
        }
        settings.putAll(extra);
        return settings;
    }

    static Map<String, String> environment() {
        return Map.of("AVS_ENCRYPTION_KEY", KEY, "AVS_S3_ACCESS_KEY", S3Server.ACCESS_KEY,
                "AVS_S3_SECRET_KEY", S3Server.SECRET_KEY);
    }

    /** A connection to the nodes' database, as their settings name it. */
    static Connection connect(Map<String, String> settings) throws SQLException {
        return DriverManager.getConnection(settings.get("spring.datasource.url"),
                settings.get("spring.datasource.username"), settings.get("spring.datasource.password"));
    }
}
