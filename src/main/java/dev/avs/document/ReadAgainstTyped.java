package dev.avs.document;

import dev.avs.reading.FrontFields;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Where what an identity document's photos say differs from what was typed, for the hosted form to offer before the
 * submit (the applicant confirms; nothing is changed without them). Only values read sure of themselves are
 * offered: an MRZ whose check digits hold, a barcode, a front's field read with the confidence that lets it
 * contradict a typed value ({@link FrontFields#CONTRADICTS}). A value agrees as the DOCUMENT check would have it
 * agree: names in ICAO's spellings, case and fillers aside, the typed first and middle names possibly the
 * document's leading given names (an MRZ's possibly cut short); numbers as their letters and digits; dates as
 * dates. A field typed blank that the document prints is offered too.
 */
final class ReadAgainstTyped {

    private ReadAgainstTyped() {
    }

    static List<ReadDifference> differences(Extracted extracted, TypedHolder holder, String typedNumber,
                                            LocalDate typedExpiry) {
        if (extracted == null || extracted.fields() == null) {
            return List.of();
        }
        Extracted.Fields read = extracted.fields();
        boolean mrz = extracted.mrz() != null;
        List<ReadDifference> differences = new ArrayList<>();
        String surname = sure(extracted, "surname", read.surname());
        if (surname != null && (holder.lastName() == null
                || !BarcodeRules.surnameMatches(holder.lastName(), surname, mrz))) {
            differences.add(new ReadDifference("last_name", holder.lastName(), surname));
        }
        String given = sure(extracted, "given_names", read.givenNames());
        String typedGiven = BarcodeRules.joined(holder.firstName(), holder.middleName());
        if (given != null && (typedGiven == null || !BarcodeRules.givenNamesMatch(typedGiven, given, mrz))) {
            differences.add(new ReadDifference("first_name", typedGiven, given));
        }
        date(differences, "dob", holder.dob(), sure(extracted, "date_of_birth", read.dateOfBirth()));
        String number = sure(extracted, "document_number", read.documentNumber());
        if (number != null && (typedNumber == null
                || !BarcodeRules.alphanumeric(number).equals(BarcodeRules.alphanumeric(typedNumber)))) {
            differences.add(new ReadDifference("document_number", typedNumber, number));
        }
        date(differences, "expiry_date", typedExpiry, sure(extracted, "expiry_date", read.expiryDate()));
        return differences;
    }

    /** The value when its reading is sure of itself, else null. */
    private static <T> T sure(Extracted extracted, String name, T value) {
        if (value == null) {
            return null;
        }
        Extracted.Source source = extracted.sources().get(name);
        if (source == null) {
            return null;
        }
        boolean sure = "mrz".equals(source.source()) ? Boolean.TRUE.equals(extracted.checkDigitsValid())
                : source.confidence() >= FrontFields.CONTRADICTS;
        return sure ? value : null;
    }

    private static void date(List<ReadDifference> differences, String field, LocalDate typed, LocalDate read) {
        if (read != null && !read.equals(typed)) {
            differences.add(new ReadDifference(field, typed == null ? null : typed.toString(), read.toString()));
        }
    }
}
