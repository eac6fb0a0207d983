package dev.avs.verification;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Gathers a verification's snapshot from the {@link EvidenceProvider}s, each adding its module's part. */
public final class EvidenceCollector {

    private Evidence.ApplicantFacts applicant;
    private final List<Evidence.PersonFacts> persons = new ArrayList<>();
    private final List<Evidence.AddressFacts> addresses = new ArrayList<>();
    private final List<Evidence.DocumentFacts> documents = new ArrayList<>();
    private final Map<String, Evidence.FileFacts> files = new LinkedHashMap<>();

    EvidenceCollector() {
    }

    public void applicant(Evidence.ApplicantFacts facts) {
        this.applicant = facts;
    }

    /** The applicant, once the applicant module has added it (providers run in order, the applicant's first). */
    public Evidence.ApplicantFacts applicant() {
        return applicant;
    }

    public void person(Evidence.PersonFacts facts) {
        persons.add(facts);
    }

    public void address(Evidence.AddressFacts facts) {
        addresses.add(facts);
    }

    public void document(Evidence.DocumentFacts facts) {
        documents.add(facts);
    }

    public void file(Evidence.FileFacts facts) {
        files.put(facts.fileId(), facts);
    }

    Evidence build() {
        return new Evidence(applicant, persons, addresses, documents, List.copyOf(files.values()));
    }
}
