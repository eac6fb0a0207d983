package dev.avs.applicant;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON shapes of applicants and affiliated persons, field by field in the contract's order. */
final class Views {

    private Views() {
    }

    static Map<String, Object> applicant(Applicant a) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("applicant_id", a.applicantId());
        v.put("type", a.type());
        v.put("external_applicant_id", a.externalApplicantId());
        if (a.isCompany()) {
            v.put("company_name", a.companyName());
            v.put("registration_country", a.registrationCountry());
            v.put("registration_number", a.registrationNumber());
            v.put("incorporation_date", a.incorporationDate());
            v.put("business_activity", a.businessActivity());
            v.put("business_activity_id", a.businessActivityId());
            v.put("tax_number", a.taxNumber());
            v.put("website", a.website());
        } else {
            v.put("first_name", a.firstName());
            v.put("middle_name", a.middleName());
            v.put("last_name", a.lastName());
            v.put("dob", a.dob());
            v.put("gender", a.gender());
            v.put("nationality", a.nationality());
            v.put("residence_country", a.residenceCountry());
            v.put("place_of_birth", a.placeOfBirth());
            v.put("pep", a.pep());
            v.put("telegram_username", a.telegramUsername());
            v.put("wallet_address", a.walletAddress());
        }
        v.put("email", a.email());
        v.put("phone", a.phone());
        for (int i = 0; i < 5; i++) {
            v.put("custom_field_" + (i + 1), a.customFields().get(i));
        }
        v.put("created_at", a.createdAt());
        v.put("updated_at", a.updatedAt());
        v.put("addresses", List.of());
        v.put("documents", List.of());
        v.put("verification_status", "new");
        v.put("profile_status", "pending");
        v.put("profile_comment", null);
        v.put("verified", null);
        v.put("verifications_count", 0);
        v.put("decline_reasons", List.of());
        return v;
    }

    static Map<String, Object> person(AffiliatedPerson p) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("affiliated_person_id", p.affiliatedPersonId());
        v.put("applicant_id", p.applicantId());
        v.put("type", p.type());
        v.put("first_name", p.firstName());
        v.put("middle_name", p.middleName());
        v.put("last_name", p.lastName());
        v.put("title", p.title());
        v.put("share", p.share());
        v.put("dob", p.dob());
        v.put("nationality", p.nationality());
        v.put("residence_country", p.residenceCountry());
        v.put("email", p.email());
        v.put("phone", p.phone());
        v.put("created_at", p.createdAt());
        v.put("updated_at", p.updatedAt());
        v.put("addresses", List.of());
        return v;
    }
}
