package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.web.Cursors;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.stereotype.Service;

/**
 * The report's figures for the console's dashboard: the summary of {@code GET /verifications/report} for a period
 * (the same rules: dates inclusive, UTC, on creation) and the verifications of each day by outcome.
 */
@Service
public class ReportFigures {

    /**
     * One day's verifications: approved, declined, in review, and the rest (pending, unused, expired); the median
     * time from creation to completion of those completed (null when none).
     */
    public record Day(LocalDate day, int approved, int declined, int review, int other, Double medianSeconds) {
    }

    public record Figures(LocalDate from, LocalDate to, Summary summary, List<Day> days) {
    }

    /**
     * The report's {@code summary}: how many verifications, by status and by decision, the share approved of those
     * decided (null when none), the time from creation to completion (seconds, null when none completed), and the
     * decline reasons by count, the most frequent first.
     *
     * @param byStatus by status code, every status named
     */
    public record Summary(int total, Map<String, Integer> byStatus, int approved, int declined, Double approvalRate,
                          Seconds completionSeconds, List<ReasonCount> declineReasons) {
    }

    public record Seconds(Double median, Double p95) {
    }

    public record ReasonCount(String code, int count) {
    }

    private final ReportRepository report;
    private final Cursors cursors;
    private final Clock clock;
    private final org.springframework.transaction.support.TransactionTemplate readOnly;

    ReportFigures(ReportRepository report, Cursors cursors, Clock clock,
                  org.springframework.transaction.support.TransactionTemplate transactions) {
        this.report = report;
        this.cursors = cursors;
        this.clock = clock;
        this.readOnly = new org.springframework.transaction.support.TransactionTemplate(
                transactions.getTransactionManager());
        this.readOnly.setReadOnly(true);
    }

    /**
     * The figures of a period; the dashboard asks five times a view (the page and its four charts), so a period's
     * figures are computed once and kept a few seconds.
     *
     * @throws RuntimeException the API's 422 for dates that are not dates, a period that ends before it starts, or one
     *                                  longer than a year
     */
    public Figures of(AccountId account, String from, String to) {
        ReportQuery query = ReportQuery.parse(from, to, null, null, null, null, null, null, null, null, cursors, clock);
        return recent.get(new Period(account.value(), query.from(), query.to()), period -> compute(account, query));
    }

    private record Period(String accountId, LocalDate from, LocalDate to) {
    }

    private final com.github.benmanes.caffeine.cache.Cache<Period, Figures> recent =
            com.github.benmanes.caffeine.cache.Caffeine.newBuilder().expireAfterWrite(java.time.Duration.ofSeconds(20))
                    .maximumSize(1000).build();

    private Figures compute(AccountId account, ReportQuery query) {
        ReportSummary summary = new ReportSummary();
        TreeMap<LocalDate, int[]> days = new TreeMap<>();
        Map<LocalDate, List<Double>> seconds = new java.util.HashMap<>();
        for (LocalDate d = query.from(); !d.isAfter(query.to()) && days.size() < 400; d = d.plusDays(1)) {
            days.put(d, new int[4]);
        }
        readOnly.executeWithoutResult(tx -> report.forEachFigure(account.value(), query, row -> {
            summary.add(row);
            LocalDate day = row.createdAt().atZone(ZoneOffset.UTC).toLocalDate();
            int[] counts = days.get(day);
            if (row.status() == VerificationStatus.COMPLETED && row.completedAt() != null) {
                seconds.computeIfAbsent(day, d -> new java.util.ArrayList<>())
                        .add((row.completedAt().toEpochMilli() - row.createdAt().toEpochMilli()) / 1000.0);
            }
            if (counts != null) {
                counts[row.status() == VerificationStatus.COMPLETED ? Boolean.TRUE.equals(row.verified()) ? 0 : 1
                        : row.status() == VerificationStatus.REVIEW ? 2 : 3]++;
            }
        }));
        return new Figures(query.from(), query.to(), summary.summary(), days.entrySet().stream()
                .map(e -> new Day(e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2], e.getValue()[3],
                        median(seconds.get(e.getKey()))))
                .toList());
    }

    private static Double median(List<Double> values) {
        if (values == null || values.isEmpty()) {
            return null;
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return Math.round(median * 10) / 10.0;
    }
}
