package dev.avs.applicant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code GET /applicants/{id}} while it is assembled: the applicant module fills its own fields and
 * defaults, and each {@link ApplicantViewContributor} sets the parts its module owns (addresses, documents,
 * the verification summary). Setting a field that already has a default keeps its position.
 */
public final class ApplicantView {

    private final String applicantId;
    private final Map<String, Object> applicant;
    private final Map<String, Map<String, Object>> persons;

    ApplicantView(String applicantId, Map<String, Object> applicant, Map<String, Map<String, Object>> persons) {
        this.applicantId = applicantId;
        this.applicant = applicant;
        this.persons = persons;
    }

    public String applicantId() {
        return applicantId;
    }

    public Set<String> affiliatedPersonIds() {
        return persons.keySet();
    }

    public void set(String field, Object value) {
        applicant.put(field, value);
    }

    public void setForPerson(String affiliatedPersonId, String field, Object value) {
        Map<String, Object> person = persons.get(affiliatedPersonId);
        if (person != null) {
            person.put(field, value);
        }
    }

    Map<String, Object> toMap() {
        Map<String, Object> body = new LinkedHashMap<>(applicant);
        List<Object> list = new ArrayList<>(persons.values());
        body.put("affiliated_persons", list);
        Map<String, Object> ordered = new LinkedHashMap<>();
        // affiliated_persons sits with the other evidence lists, before the verification summary
        body.forEach((key, value) -> {
            if (key.equals("documents")) {
                ordered.put("affiliated_persons", list);
            }
            ordered.put(key, value);
        });
        return ordered;
    }
}
