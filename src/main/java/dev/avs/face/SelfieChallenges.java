package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantErasing;
import dev.avs.applicant.Applicants;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.security.SecureRandom;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Live-selfie challenges for clients that record with their own camera (a native app): drawn for an applicant
 * through the API, shown by the client one movement at a time, and answered once by the clip recorded for them,
 * which is then recorded as live with that challenge, as the hosted form records its own. The FACIAL and VIDEO checks
 * then hold the clip to the movements, and {@code require_live_selfie} takes it as live.
 */
@Component
class SelfieChallenges {

    /** A clip answering a challenge, with when the client announced each movement (ms after recording began). */
    record Answer(String fileId, List<Long> announcedMs) {
        Answer {
            announcedMs = announcedMs == null ? List.of() : List.copyOf(announcedMs);
        }
    }

    private static final Duration DAY = Duration.ofDays(1);
    private static final String COLUMNS =
            "id, applicant_id, steps, created_at, expires_at, file_id, announced_ms, answered_at";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final Applicants applicants;
    private final Files files;
    private final SelfieCaptures captures;
    private final FaceProperties.Challenges settings;
    private final SecureRandom random = new SecureRandom();

    SelfieChallenges(JdbcClient jdbc, Clock clock, Applicants applicants, Files files, SelfieCaptures captures,
                     FaceProperties properties) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.applicants = applicants;
        this.files = files;
        this.captures = captures;
        this.settings = properties.challenges();
    }

    /** A new challenge for the applicant: 404 for an applicant not the account's, 429 past the day's draws. */
    @Transactional
    SelfieChallenge draw(AccountId account, String applicantId) {
        String applicant = applicants.find(account, applicantId)
                .orElseThrow(() -> ApiException.notFound("applicant_id", "Applicant")).applicantId();
        Instant now = clock.instant();
        List<Instant> lastDay = jdbc.sql("""
                        SELECT created_at FROM selfie_challenge WHERE account_id = :account
                        AND applicant_id = :applicant AND created_at > :since ORDER BY created_at""")
                .param("account", account.value()).param("applicant", applicant)
                .param("since", Timestamps.sql(now.minus(DAY)))
                .query((rs, n) -> instant(rs, "created_at")).list();
        if (lastDay.size() >= settings.drawsPerDay()) {
            Instant free = lastDay.get(lastDay.size() - settings.drawsPerDay()).plus(DAY);
            throw ApiException.limitExceeded("The applicant drew " + lastDay.size() + " challenges in the last 24"
                    + " hours, as many as the service allows: answer one of them, or retry after the time in"
                    + " Retry-After", Duration.between(now, free).toSeconds() + 1);
        }
        SelfieChallenge challenge = new SelfieChallenge(Ids.newId(), applicant, Challenge.random(random),
                now, now.plus(settings.answerWithin()), null, null);
        jdbc.sql("""
                        INSERT INTO selfie_challenge (account_id, id, applicant_id, steps, created_at, expires_at)
                        VALUES (:account, :id, :applicant, :steps, :created, :expires)""")
                .param("account", account.value()).param("id", challenge.id()).param("applicant", applicant)
                .param("steps", challenge.challenge().name()).param("created", Timestamps.sql(now))
                .param("expires", Timestamps.sql(challenge.expiresAt())).update();
        return challenge;
    }

    /** The account's challenge of this id. */
    Optional<SelfieChallenge> find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            return Optional.empty();
        }
        return jdbc.sql("SELECT " + COLUMNS + " FROM selfie_challenge WHERE account_id = :account AND id = :id")
                .param("account", account.value()).param("id", id).query(SelfieChallenges::row).optional();
    }

    /**
     * Answers the challenge with a clip of the account: 404 for a challenge or file not the account's; 409 for a
     * challenge answered before or a clip (these bytes) recorded as a selfie before; 422 for an expired challenge,
     * a file that is no video, or times that are not one per movement in order.
     */
    @Transactional
    SelfieChallenge answer(AccountId account, String id, Answer answer) {
        SelfieChallenge challenge = find(account, id).orElseThrow(ApiException::notFound);
        Instant now = clock.instant();
        if (challenge.answeredAt() != null) {
            throw new ApiException(ErrorType.DUPLICATE_DATA, challenge.refusal(now));
        }
        if (challenge.refusal(now) != null) {
            throw ApiException.validation("challenge_id", challenge.refusal(now));
        }
        FileMetadata file = files.find(account, answer.fileId())
                .orElseThrow(() -> ApiException.notFound("file_id", "File"));
        if (!file.isVideo()) {
            throw ApiException.validation("file_id", "A challenge is answered by the video clip recorded for it"
                    + " (WebM, MP4, MOV or AVI), not by a photo or a document");
        }
        String times = null;
        if (!answer.announcedMs().isEmpty()) {
            String problem = challenge.timesProblem(answer.announcedMs());
            if (problem != null) {
                throw ApiException.validation("announced_ms", problem);
            }
            times = answer.announcedMs().stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        List<String> sameClip = files.sameContent(account, file.fileId()).stream()
                .filter(holder -> holder.account().equals(account)).map(Files.Holder::fileId).toList();
        int answered = jdbc.sql("""
                        UPDATE selfie_challenge SET file_id = :file, announced_ms = :times, answered_at = :now
                        WHERE account_id = :account AND id = :id AND answered_at IS NULL""")
                .param("file", file.fileId()).param("times", times).param("now", Timestamps.sql(now))
                .param("account", account.value()).param("id", challenge.id()).update();
        if (answered == 0) {
            throw new ApiException(ErrorType.DUPLICATE_DATA, SelfieChallenge.ANSWERED);
        }
        // a clip recorded as a selfie before, under this id or as the same bytes uploaded again, keeps that record
        if (captures.anyRecorded(account, sameClip)
                || !captures.recordFirst(account, file.fileId(), challenge.challenge().name(), times)) {
            throw new ApiException(ErrorType.DUPLICATE_DATA, "This clip was recorded as a selfie before: a challenge"
                    + " is answered by a new recording", "file_id");
        }
        return find(account, challenge.id()).orElseThrow();
    }

    @EventListener
    void on(ApplicantErasing erasing) {
        jdbc.sql("DELETE FROM selfie_challenge WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", erasing.account().value()).param("applicant", erasing.applicantId()).update();
    }

    private static SelfieChallenge row(ResultSet rs, int n) throws SQLException {
        Challenge steps = Challenge.parse(rs.getString("steps"));
        return new SelfieChallenge(rs.getString("id"), rs.getString("applicant_id"),
                steps.announced(rs.getString("announced_ms")), instant(rs, "created_at"), instant(rs, "expires_at"),
                rs.getString("file_id"), instant(rs, "answered_at"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        return Timestamps.fromSql(rs.getObject(column, OffsetDateTime.class));
    }
}
