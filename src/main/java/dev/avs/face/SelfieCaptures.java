package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.persistence.Timestamps;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * How each selfie file came to be: recorded live with a challenge the server chose (by the hosted form's camera, or
 * by a client's own camera answering a challenge drawn through the API, {@link SelfieChallenges}), or uploaded as a
 * file. The form and the API record it; the FACIAL check reads it back to know which movements the clip must show,
 * and says in its evidence how the selfie was taken.
 */
@Component
public class SelfieCaptures {

    /** How a selfie was taken. */
    public enum Kind { LIVE, UPLOAD }

    /** A file's capture: live with its challenge, or an upload (no challenge). */
    public record Capture(Kind kind, Challenge challenge) {

        /** How a file was taken, as evidence says it: {@code live}, {@code upload}, or {@code api} (no record). */
        static String kindOf(Optional<Capture> capture) {
            return capture.map(c -> c.kind().name().toLowerCase(Locale.ROOT)).orElse("api");
        }

        /** The challenge's name ({@code turn_left+turn_right}), null when none was given. */
        static String challengeOf(Optional<Capture> capture) {
            return capture.map(Capture::challenge).map(Challenge::name).orElse(null);
        }
    }

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    SelfieCaptures(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /**
     * A challenge drawn at random, {@value Challenge#STEPS} movements in order ({@code turn_left+turn_right}): no
     * one can prepare for it.
     */
    public String newChallenge() {
        return Challenge.random(random).name();
    }

    /** Whether a name is one of the challenges this service gives. */
    public static boolean isChallenge(String name) {
        return Challenge.parse(name) != null;
    }

    /** Records that the file was recorded live for the challenge, or uploaded (null); the first record holds. */
    public void record(AccountId account, String fileId, String challenge) {
        record(account, fileId, challenge, null);
    }

    /**
     * Records that the file was recorded live for the challenge, with when the page announced each of its movements
     * ({@code 0,2350}: milliseconds after the recording started; ignored unless one per movement, in order), or
     * uploaded (a null challenge); the first record holds.
     */
    public void record(AccountId account, String fileId, String challenge, String announcedMs) {
        recordFirst(account, fileId, challenge, announcedMs);
    }

    /** As {@link #record}: whether this record is the file's first, which holds (false: the file had one). */
    boolean recordFirst(AccountId account, String fileId, String challenge, String announcedMs) {
        Challenge given = Challenge.parse(challenge);
        Challenge timed = given == null ? null : given.announced(announcedMs);
        try {
            jdbc.sql("""
                    INSERT INTO selfie_capture (account_id, file_id, kind, challenge, announced_ms, captured_at)
                    VALUES (:account, :file, :kind, :challenge, :announced, :now)""")
                    .param("account", account.value()).param("file", fileId)
                    .param("kind", (timed == null ? Kind.UPLOAD : Kind.LIVE).name().toLowerCase(Locale.ROOT))
                    .param("challenge", timed == null ? null : timed.name())
                    .param("announced", timed == null ? null : timed.announcedText())
                    .param("now", Timestamps.sql(clock.instant())).update();
            return true;
        } catch (DuplicateKeyException alreadyRecorded) {
            // the same bytes stored again keep the way they were first captured
            return false;
        }
    }

    /** Whether any of these files of the account was captured before (live or uploaded). */
    boolean anyRecorded(AccountId account, java.util.Collection<String> fileIds) {
        return !fileIds.isEmpty() && jdbc.sql("""
                        SELECT COUNT(*) FROM selfie_capture WHERE account_id = :account AND file_id IN (:files)""")
                .param("account", account.value()).param("files", fileIds).query(Long.class).single() > 0;
    }

    /**
     * How the file was captured, as {@link #find}, written into a check's details too: {@code capture} (live,
     * upload or api) and, for a live one, its {@code challenge}.
     */
    Optional<Capture> find(AccountId account, String fileId, java.util.Map<String, Object> details) {
        Optional<Capture> capture = find(account, fileId);
        details.put("capture", Capture.kindOf(capture));
        Optional.ofNullable(Capture.challengeOf(capture)).ifPresent(c -> details.put("challenge", c));
        return capture;
    }

    /** How the file was captured, when the hosted form or an answered API challenge recorded it. */
    Optional<Capture> find(AccountId account, String fileId) {
        return jdbc.sql("""
                        SELECT kind, challenge, announced_ms FROM selfie_capture
                        WHERE account_id = :account AND file_id = :file""")
                .param("account", account.value()).param("file", fileId)
                .query((rs, n) -> {
                    Challenge challenge = Challenge.parse(rs.getString(2));
                    return new Capture(Kind.valueOf(rs.getString(1).toUpperCase(Locale.ROOT)),
                            challenge == null ? null : challenge.announced(rs.getString(3)));
                }).optional();
    }
}
