package dev.avs.verification;

import dev.avs.account.Accounts;
import dev.avs.web.ApiException;
import dev.avs.account.AccountId;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import dev.avs.web.PersonalDataRead;
import jakarta.servlet.http.HttpServletRequest;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /verifications/report}: JSON (summary and one page of rows) or CSV (every row, streamed). */
@RestController
class ReportController {

    /** What a report's rows hold of the applicants, as the access log names it. */
    private static final List<String> READ_FIELDS = List.of("external_applicant_id", "applicant_id", "decision");

    private final ReportRepository report;
    private final TransactionTemplate readOnly;
    private final Cursors cursors;
    private final Clock clock;
    private final ApplicationEventPublisher events;

    private final Accounts accounts;

    ReportController(ReportRepository report, TransactionTemplate transactions, Cursors cursors, Clock clock,
                     ApplicationEventPublisher events, Accounts accounts) {
        this.accounts = accounts;
        this.report = report;
        this.events = events;
        this.cursors = cursors;
        this.readOnly = new TransactionTemplate(transactions.getTransactionManager());
        this.readOnly.setReadOnly(true);
        this.clock = clock;
    }

    @GetMapping("/verifications/report")
    ResponseEntity<Map<String, Object>> report(AccountId account, HttpServletRequest request,
                                               jakarta.servlet.http.HttpServletResponse response,
                             @RequestParam(required = false) String from, @RequestParam(required = false) String to,
                             @RequestParam(required = false) String date,
                             @RequestParam(required = false) String offset, @RequestParam(required = false) String count,
                             @RequestParam(required = false) String status,
                             @RequestParam(required = false) String verified,
                             @RequestParam(name = "form_id", required = false) String formId,
                             @RequestParam(required = false) String limit, @RequestParam(required = false) String cursor,
                             @RequestParam(required = false) String format) throws java.io.IOException {
        ReportQuery query = ReportQuery.parse(from, to, date, status, verified, formId, limit, cursor, offset, count,
                cursors, clock);
        String accept = request.getHeader(HttpHeaders.ACCEPT);
        boolean csv = "csv".equalsIgnoreCase(format) || format == null && accept != null && accept.contains("text/csv");
        if (!csv && format != null && !format.equalsIgnoreCase("json")) {
            throw ApiException.badRequest("format must be json or csv");
        }
        // the rows name applicants: recorded in the access log before anything is read for them, or refused
        events.publishEvent(new PersonalDataRead("report", query.from() + ".." + query.to(), null, READ_FIELDS));
        if (csv) {
            csv(account, query, response);
            return null;
        }
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(json(account, query));
    }

    private Map<String, Object> json(AccountId account, ReportQuery query) {
        ReportSummary summary = new ReportSummary();
        readOnly.executeWithoutResult(tx -> report.forEachFigure(account.value(), query, summary::add));
        Page<ReportRepository.Row> page = query.window() != null
                ? new Page<>(report.window(account.value(), query), null)
                : query.page().page(report.page(account.value(), query),
                        row -> new PageRequest.Position(row.createdAt(), row.verificationId()));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("from", query.from());
        body.put("to", query.to());
        body.put("summary", summary.summary());
        String mode = mode(account);
        body.put("items", page.items().stream().map(row -> item(row, mode)).toList());
        body.put("next_cursor", page.nextCursor());
        return body;
    }

    /** Streams every row of the period; the response is written here, so the handler returns nothing. */
    private void csv(AccountId account, ReportQuery query, jakarta.servlet.http.HttpServletResponse response)
            throws java.io.IOException {
        response.setContentType("text/csv;charset=UTF-8");
        response.setHeader(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"verifications-" + query.from()
                + "-" + query.to() + ".csv\"");
        BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(response.getOutputStream(),
                StandardCharsets.UTF_8));
        writer.write(ReportCsv.HEADER);
        String mode = mode(account);
        readOnly.executeWithoutResult(tx -> report.forEach(account.value(), query, row -> {
            try {
                writer.write(ReportCsv.line(row, mode));
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
        writer.flush();
    }

    /** KYCAID's mode: a sandbox key's report is the sandbox's, every row of it SANDBOX; a live key's, LIVE. */
    private String mode(AccountId account) {
        return accounts.isSandbox(account) ? "SANDBOX" : "LIVE";
    }

    private static Map<String, Object> item(ReportRepository.Row row, String mode) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("verification_id", row.verificationId());
        item.put("applicant_id", row.applicantId());
        item.put("external_applicant_id", row.externalApplicantId());
        item.put("form_id", row.formId());
        item.put("status", row.status().code());
        item.put("verified", row.verified());
        item.put("verification_types", row.types());
        item.put("country_code", row.countryCode());
        item.put("decline_reasons", row.declineReasons());
        item.put("risk_score", row.riskScore());
        item.put("created_at", row.createdAt());
        item.put("completed_at", row.completedAt());
        item.put("processing_time", row.processingMinutes());
        item.put("mode", mode);
        return item;
    }
}
