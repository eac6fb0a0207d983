package dev.avs.form.page;

import dev.avs.address.Addresses;
import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import dev.avs.document.Documents;
import dev.avs.form.Progress;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.stereotype.Component;

/**
 * The last page: the answers of every step, each with a link to change it, what the identity document says
 * otherwise than the answers (to take with a button), a declaration, and the button that submits.
 */
@Component
class ReviewPage implements StepPage {

    /** The action of the button that takes what the identity document says ({@link DocumentReadOffer}). */
    static final String USE_READ = "use_read";

    private final Applicants applicants;
    private final Addresses addresses;
    private final Documents documents;
    private final Steps steps;
    private final PageFields fields;
    private final Submission submission;
    private final Texts texts;
    private final DocumentReadOffer readOffer;

    ReviewPage(Applicants applicants, Addresses addresses, Documents documents, Steps steps,
               PageFields fields, Submission submission, Texts texts, DocumentReadOffer readOffer) {
        this.readOffer = readOffer;
        this.applicants = applicants;
        this.addresses = addresses;
        this.documents = documents;
        this.steps = steps;
        this.fields = fields;
        this.submission = submission;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.REVIEW;
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<FieldView> inputs = List.of(fields.checkbox("confirm", values, errors, true));
        List<PageView.Section> sections = new ArrayList<>();
        Applicant applicant = context.progress().applicantId() == null ? null
                : applicants.applicant(context.account(), context.progress().applicantId()).orElse(null);
        for (Step step : context.steps()) {
            if (step != Step.REVIEW) {
                sections.add(new PageView.Section(texts.get("summary." + step.slug()), context.path(step),
                        texts.get("button.change"), rows(context, step, applicant)));
            }
        }
        return new PageView(texts.get("step.review.title"), texts.get("step.review.intro"), errors.summary(inputs),
                inputs, "submit", texts.get("button.submit"), null, null, null, sections, readOffer.rows(context));
    }

    private List<PageView.Row> rows(FormContext context, Step step, Applicant a) {
        if (a == null) {
            return List.of();
        }
        Progress progress = context.progress();
        return switch (step) {
            case PROFILE -> List.of(
                    row("name", join(" ", a.firstName(), a.middleName(), a.lastName())),
                    row("dob", date(a.dob())),
                    row("nationality", country(a.nationality())),
                    row("residence_country", country(a.residenceCountry())),
                    row("email", a.email()), row("phone", a.phone()));
            case COMPANY -> List.of(
                    row("company_name", a.companyName()),
                    row("registration", parts(country(a.registrationCountry()), a.registrationNumber())),
                    row("incorporation_date", date(a.incorporationDate())),
                    row("email", a.email()), row("phone", a.phone()));
            case AFFILIATED_PERSONS -> steps.persons(context).stream()
                    .map(p -> new PageView.Row(join(" ", p.firstName(), p.lastName()),
                            texts.get("option.person." + p.type()))).toList();
            case DOCUMENT -> documents.current(context.account(), a.applicantId()).stream()
                    .filter(d -> Step.DOCUMENT.name().equals(d.type().formStep()))
                    .filter(d -> !d.documentId().equals(progress.id("funds")))
                    .filter(d -> d.documentId().equals(progress.id("document"))
                            || progress.list(CompanySteps.COMPANY_DOCUMENTS).contains(d.documentId()))
                    .map(d -> new PageView.Row(texts.get("option.document." + d.type().name()),
                            parts(d.documentNumber(), texts.get("item.files", d.fileIds().size())))).toList();
            case SELFIE -> List.of(row("selfie", progress.id("selfie.selfie.name")));
            case FINANCIAL -> List.of(row("statement", progress.id("funds.statement.name")));
            case ADDRESS -> Stream.concat(addresses.current(context.account(), a.applicantId()).stream()
                            .filter(ad -> ad.affiliatedPersonId() == null && "REGISTERED".equals(ad.type()))
                            .map(ad -> row("address", parts(join(" ", ad.buildingNumber(), ad.streetName()),
                                    ad.unitNumber(), ad.city(), ad.stateOrProvince(), ad.postalCode(),
                                    country(ad.country()))))
                            .limit(1),
                    Stream.ofNullable(progress.id("proof.proof.name")).map(name -> row("proof", name))).toList();
            case REVIEW -> List.of();
        };
    }

    private PageView.Row row(String name, String value) {
        return new PageView.Row(texts.get("summary.row." + name), value == null || value.isBlank() ? "—" : value);
    }

    /** An answer's parts (an address's lines) as the page's language separates them. */
    private String parts(String... parts) {
        return join(texts.get("summary.separator"), parts);
    }

    private static String join(String separator, String... parts) {
        return Stream.of(parts).filter(Objects::nonNull).filter(p -> !p.isBlank())
                .collect(Collectors.joining(separator));
    }

    private String date(LocalDate date) {
        return date == null ? null : texts.date(date);
    }

    private String country(String code) {
        return code == null ? null : texts.country(code);
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        if (USE_READ.equals(input.action())) {
            return readOffer.take(context);
        }
        Map<String, String> values = Map.of("confirm", input.get("confirm").isEmpty() ? "" : "true");
        PageErrors errors = new PageErrors();
        fields.require("confirm", values, errors);
        if (errors.any()) {
            return Outcome.invalid(values, errors);
        }
        return submission.submit(context, errors);
    }
}
