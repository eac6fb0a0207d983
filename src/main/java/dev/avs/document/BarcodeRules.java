package dev.avs.document;

import dev.avs.aamva.AamvaCard;
import dev.avs.mrz.Mrz;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Reason;
import java.text.Normalizer;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The AAMVA barcode of a US or Canadian licence or ID card against what the client typed: the document's number,
 * expiry, issue date and issuing country, the holder's names, birth date and sex. A field the barcode prints
 * otherwise is DOCUMENT_DATA_MISMATCH (fail: a barcode's text is exact, its error correction leaves no misreading),
 * naming each field with both values; a field the barcode does not carry, or that the client did not type, is no
 * reason. Names are compared as the MRZ's are ({@link Mrz#spells}: case, diacritics in ICAO's spellings, spaces and
 * hyphens as fillers); the typed first and middle names may be the barcode's leading given names, and a name the
 * issuer marked truncated may be cut short.
 */
final class BarcodeRules {

    /** A barcode's text is decoded with Reed-Solomon error correction: what decodes is what was printed. */
    static final double CONFIDENCE = 1.0;

    private BarcodeRules() {
    }

    /** The barcode's fields in the shape of the MRZ's, for {@code extracted.fields}. */
    static Extracted.Fields fields(AamvaCard card) {
        return new Extracted.Fields(card.documentNumber(), card.surname(), card.givenNames(), null, card.country(),
                card.dateOfBirth(), card.sex(), card.expiryDate(), null);
    }

    /** Every field the barcode carries, by its API name, for {@code extracted.barcode.fields} and the sources. */
    static Map<String, Object> byName(AamvaCard card) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("document_number", card.documentNumber());
        f.put("surname", card.surname());
        f.put("given_names", card.givenNames());
        f.put("date_of_birth", card.dateOfBirth());
        f.put("sex", card.sex());
        f.put("issue_date", card.issueDate());
        f.put("expiry_date", card.expiryDate());
        f.put("issuing_country", card.country());
        f.put("street", card.street());
        f.put("city", card.city());
        f.put("state_or_province", card.jurisdiction());
        f.put("postal_code", card.postalCode());
        return f;
    }

    static void compare(Evidence.DocumentFacts document, MrzRules.Holder holder, AamvaCard card, String side,
                        List<Reason> reasons) {
        Map<String, Object> differences = new LinkedHashMap<>();
        if (document.documentNumber() != null && card.documentNumber() != null
                && !alphanumeric(document.documentNumber()).equals(alphanumeric(card.documentNumber()))) {
            differences.put("document_number", pair(document.documentNumber(), card.documentNumber()));
        }
        date(differences, "expiry_date", document.expiryDate(), card.expiryDate());
        date(differences, "issue_date", document.issueDate(), card.issueDate());
        if (document.issuingCountry() != null && card.country() != null
                && !document.issuingCountry().equals(card.country())) {
            differences.put("issuing_country", pair(document.issuingCountry(), card.country()));
        }
        if (holder.lastName() != null && card.surname() != null
                && !surnameMatches(holder.lastName(), card.surname(), card.surnameTruncated())) {
            differences.put("last_name", pair(holder.lastName(), card.surname()));
        }
        String typedGiven = joined(holder.firstName(), holder.middleName());
        if (typedGiven != null && card.givenNames() != null
                && !givenNamesMatch(typedGiven, card.givenNames(), card.givenNamesTruncated())) {
            differences.put("first_name", pair(typedGiven, card.givenNames()));
        }
        date(differences, "dob", holder.dob(), card.dateOfBirth());
        if (holder.gender() != null && card.sex() != null && !"X".equals(card.sex())
                && !holder.gender().equals(card.sex())) {
            differences.put("gender", pair(holder.gender(), card.sex()));
        }
        if (!differences.isEmpty()) {
            reasons.add(Reason.fail("DOCUMENT_DATA_MISMATCH", "The barcode of the " + document.type().label()
                            + " prints " + String.join(", ", differences.keySet().stream()
                            .map(f -> f.replace('_', ' ')).toList()) + " otherwise than typed",
                    Details.of("document_id", document.documentId(), "source", "barcode", "side", side,
                            "fields", List.copyOf(differences.keySet()), "differences", differences)));
        }
    }

    static boolean surnameMatches(String typed, String printed, boolean truncated) {
        return Mrz.spells(typed, mrzForm(printed), truncated);
    }

    /**
     * Whether the typed first (and middle) names are the printed given names, or their leading ones: "Mary" agrees
     * with MARY ANN, as an MRZ's secondary identifier does.
     */
    static boolean givenNamesMatch(String typed, String printed, boolean truncated) {
        List<String> names = Arrays.asList(mrzForm(printed).split("<"));
        for (int count = names.size(); count >= 1; count--) {
            String leading = String.join("<", names.subList(0, count));
            if (Mrz.spells(typed, leading, truncated && count == names.size())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A printed name in an MRZ's form: upper case, diacritics dropped (the typed name may take any of ICAO's
     * spellings of its letters), spaces and hyphens as fillers, other punctuation dropped.
     */
    static String mrzForm(String printed) {
        String plain = Normalizer.normalize(printed, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toUpperCase(Locale.ROOT);
        return plain.replaceAll("[\\s\\-]+", "<").replaceAll("[^A-Z0-9<]", "").replaceAll("^<+|<+$", "");
    }

    private static void date(Map<String, Object> differences, String field, LocalDate typed, LocalDate printed) {
        if (typed != null && printed != null && !typed.equals(printed)) {
            differences.put(field, pair(typed, printed));
        }
    }

    private static Map<String, Object> pair(Object typed, Object printed) {
        Map<String, Object> pair = new LinkedHashMap<>();
        pair.put("typed", typed == null ? null : typed.toString());
        pair.put("read", printed == null ? null : printed.toString());
        return pair;
    }

    static String alphanumeric(String number) {
        return Objects.requireNonNull(number).toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }

    /** The typed first and middle names as one, as a card prints its given names. */
    static String joined(String first, String middle) {
        if (first == null || first.isBlank()) {
            return middle == null || middle.isBlank() ? null : middle;
        }
        return middle == null || middle.isBlank() ? first : first + " " + middle;
    }
}
