package dev.avs.verification;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The report's summary figures, accumulated row by row over the whole filtered period. */
final class ReportSummary {

    private int total;
    private final Map<VerificationStatus, Integer> byStatus = new EnumMap<>(VerificationStatus.class);
    private int approved;
    private int declined;
    private final List<Double> completionSeconds = new ArrayList<>();
    private final Map<String, Integer> declineReasons = new HashMap<>();

    void add(ReportRepository.Row row) {
        total++;
        byStatus.merge(row.status(), 1, Integer::sum);
        if (row.status() == VerificationStatus.COMPLETED) {
            if (Boolean.TRUE.equals(row.verified())) {
                approved++;
            } else if (Boolean.FALSE.equals(row.verified())) {
                declined++;
                row.declineReasons().forEach(code -> declineReasons.merge(code, 1, Integer::sum));
            }
            if (row.completedAt() != null) {
                completionSeconds.add((row.completedAt().toEpochMilli() - row.createdAt().toEpochMilli()) / 1000.0);
            }
        }
    }

    ReportFigures.Summary summary() {
        Map<String, Integer> statuses = new LinkedHashMap<>();
        for (VerificationStatus status : VerificationStatus.values()) {
            statuses.put(status.code(), byStatus.getOrDefault(status, 0));
        }
        Collections.sort(completionSeconds);
        return new ReportFigures.Summary(total, statuses, approved, declined, approved + declined == 0 ? null
                : Math.round(1000.0 * approved / (approved + declined)) / 1000.0,
                new ReportFigures.Seconds(percentile(0.5), percentile(0.95)),
                declineReasons.entrySet().stream()
                        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                                .thenComparing(Map.Entry.comparingByKey()))
                        .map(e -> new ReportFigures.ReasonCount(e.getKey(), e.getValue())).toList());
    }

    /** Nearest-rank percentile, one decimal; null when nothing completed. */
    private Double percentile(double p) {
        if (completionSeconds.isEmpty()) {
            return null;
        }
        int rank = (int) Math.ceil(p * completionSeconds.size());
        double value = completionSeconds.get(Math.max(0, rank - 1));
        return Math.round(value * 10) / 10.0;
    }
}
