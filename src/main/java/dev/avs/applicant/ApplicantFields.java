package dev.avs.applicant;

import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.util.Set;

/** The parameters of applicants, per type; labels are what messages call them. */
final class ApplicantFields {

    static final String PERSON = "PERSON";
    static final String COMPANY = "COMPANY";
    static final Field TYPE = Field.choice("type", "Type", Set.of(PERSON, COMPANY));

    private static final FieldSet COMMON = FieldSet.of(
            Field.text("external_applicant_id", "External applicant id", 50),
            Field.email("email", "Email"),
            Field.phone("phone", "Phone"),
            Field.text("custom_field_1", "Custom field 1", 2048),
            Field.text("custom_field_2", "Custom field 2", 2048),
            Field.text("custom_field_3", "Custom field 3", 2048),
            Field.text("custom_field_4", "Custom field 4", 2048),
            Field.text("custom_field_5", "Custom field 5", 2048));

    static final FieldSet PERSON_FIELDS = COMMON.with(
            Field.personName("first_name", "First name", 64),
            Field.personName("middle_name", "Middle name", 64),
            Field.personName("last_name", "Last name", 64),
            Field.birthDate("dob", "Date of birth"),
            Field.choice("gender", "Gender", Set.of("M", "F", "X")),
            Field.country("nationality", "Nationality"),
            Field.country("residence_country", "Country of residence"),
            Field.text("place_of_birth", "Place of birth", 128),
            Field.bool("pep", "PEP"),
            Field.text("telegram_username", "Telegram username", 32),
            Field.text("wallet_address", "Wallet address", 128));

    static final FieldSet COMPANY_FIELDS = COMMON.with(
            Field.text("company_name", "Company name", 255),
            Field.country("registration_country", "Registration country"),
            Field.text("registration_number", "Registration number", 64),
            Field.date("incorporation_date", "Incorporation date"),
            Field.text("business_activity", "Business activity", 255),
            // KYCAID's id of an entry of its business activities list, kept as the client sent it
            Field.text("business_activity_id", "Business activity id", 64),
            Field.text("tax_number", "Tax number", 64),
            Field.url("website", "Website", 255));

    /** Every parameter of either type, so that a field of the other type is named as such, not as unknown. */
    static final FieldSet ALL = PERSON_FIELDS.with(TYPE).with(COMPANY_FIELDS.names().stream()
            .map(COMPANY_FIELDS::field).toArray(Field[]::new));

    private ApplicantFields() {
    }

    static FieldSet of(String type) {
        return PERSON.equals(type) ? PERSON_FIELDS : COMPANY_FIELDS;
    }

    /** Records a problem for each value that belongs to the other type. */
    static void rejectOtherType(String type, Values values, Problems problems) {
        FieldSet own = of(type);
        values.names().stream()
                .filter(name -> !name.equals("type") && own.field(name) == null)
                .forEach(name -> problems.add(name, name + " is not a field of " + type + " applicants"));
    }
}
