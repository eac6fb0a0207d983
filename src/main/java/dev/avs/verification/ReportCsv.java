package dev.avs.verification;

import dev.avs.persistence.Timestamps;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** CSV rows of the report (RFC 4180), with spreadsheet formula injection defused. */
final class ReportCsv {

    static final String HEADER = "verification_id,applicant_id,external_applicant_id,form_id,status,verified,"
            + "verification_types,country_code,decline_reasons,risk_score,created_at,completed_at,processing_time,"
            + "mode\r\n";

    private ReportCsv() {
    }

    static String line(ReportRepository.Row row, String mode) {
        return Stream.of(row.verificationId(), row.applicantId(), row.externalApplicantId(), row.formId(),
                        row.status().code(), row.verified() == null ? null : row.verified().toString(),
                        String.join(";", row.types()), row.countryCode(), String.join(";", row.declineReasons()),
                        row.riskScore() == null ? null : row.riskScore().toString(),
                        Timestamps.format(row.createdAt()), Timestamps.format(row.completedAt()),
                        row.processingMinutes() == null ? null : row.processingMinutes().toString(), mode)
                .map(ReportCsv::cell)
                .collect(Collectors.joining(",", "", "\r\n"));
    }

    /** Quotes when needed; a value a spreadsheet would run as a formula gets a leading apostrophe. */
    static String cell(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        String safe = List.of('=', '+', '-', '@', '\t', '\r').contains(value.charAt(0)) ? "'" + value : value;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
