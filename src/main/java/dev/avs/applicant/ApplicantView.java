package dev.avs.applicant;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code GET /applicants/{id}}, which the {@code VERIFICATION_COMPLETED} callback carries too: the
 * applicant's own fields (a person's or a company's), then the parts other modules own (addresses, documents,
 * monitoring), then the verification summary. Serialised field by field in the contract's order.
 *
 * @param monitoring absent when no module monitors applicants
 */
public record ApplicantView(String applicantId, String type, String externalApplicantId,
                            @JsonUnwrapped Identity identity, String email, String phone,
                            @JsonProperty("custom_field_1") String customField1,
                            @JsonProperty("custom_field_2") String customField2,
                            @JsonProperty("custom_field_3") String customField3,
                            @JsonProperty("custom_field_4") String customField4,
                            @JsonProperty("custom_field_5") String customField5,
                            Instant createdAt, Instant updatedAt, List<? extends AddressPart> addresses,
                            List<PersonView> affiliatedPersons, List<? extends DocumentPart> documents,
                            String verificationStatus, String profileStatus, String profileComment, Boolean verified,
                            int verificationsCount, List<String> declineReasons,
                            @JsonInclude(JsonInclude.Include.NON_NULL) MonitoringPart monitoring) {

    /** The fields of one type of applicant, shown in the applicant's object itself. */
    public sealed interface Identity permits Person, Company {
    }

    public record Person(String firstName, String middleName, String lastName, LocalDate dob, String gender,
                         String nationality, String residenceCountry, String placeOfBirth, Boolean pep,
                         String telegramUsername, String walletAddress) implements Identity {
    }

    public record Company(String companyName, String registrationCountry, String registrationNumber,
                          LocalDate incorporationDate, String businessActivity, String businessActivityId,
                          String taxNumber, String website) implements Identity {
    }

    /** A company's affiliated person, with its addresses. */
    public record PersonView(String affiliatedPersonId, String applicantId, String type, String firstName,
                             String middleName, String lastName, String title, BigDecimal share, LocalDate dob,
                             String nationality, String residenceCountry, String email, String phone,
                             Instant createdAt, Instant updatedAt, List<? extends AddressPart> addresses) {
    }

    /** An address as the address module shows it. */
    public interface AddressPart {
    }

    /** A document as the document module shows it. */
    public interface DocumentPart {
    }

    /** Whether and how the applicant is monitored, as the monitoring module shows it. */
    public interface MonitoringPart {
    }

    /**
     * The parts of the view that other modules own, set by each {@link ApplicantViewContributor}: the applicant
     * module cannot call those modules, since they depend on it. A part no module sets is empty.
     */
    public static final class Parts {

        private final String applicantId;
        private final Map<String, List<? extends AddressPart>> personAddresses = new LinkedHashMap<>();
        private List<? extends AddressPart> addresses = List.of();
        private List<? extends DocumentPart> documents = List.of();
        private MonitoringPart monitoring;

        Parts(String applicantId, List<String> affiliatedPersonIds) {
            this.applicantId = applicantId;
            affiliatedPersonIds.forEach(id -> personAddresses.put(id, List.of()));
        }

        public String applicantId() {
            return applicantId;
        }

        /** The current affiliated persons shown (a company's). */
        public Set<String> affiliatedPersonIds() {
            return personAddresses.keySet();
        }

        /** The applicant's own addresses. */
        public void addresses(List<? extends AddressPart> own) {
            addresses = List.copyOf(own);
        }

        /** An affiliated person's addresses; ignored for a person the view does not show. */
        public void addressesOf(String affiliatedPersonId, List<? extends AddressPart> list) {
            personAddresses.computeIfPresent(affiliatedPersonId, (id, before) -> List.copyOf(list));
        }

        public void documents(List<? extends DocumentPart> list) {
            documents = List.copyOf(list);
        }

        public void monitoring(MonitoringPart part) {
            monitoring = part;
        }

        List<? extends AddressPart> addresses() {
            return addresses;
        }

        List<? extends AddressPart> addressesOf(String affiliatedPersonId) {
            return personAddresses.getOrDefault(affiliatedPersonId, List.of());
        }

        List<? extends DocumentPart> documents() {
            return documents;
        }

        MonitoringPart monitoring() {
            return monitoring;
        }
    }
}
