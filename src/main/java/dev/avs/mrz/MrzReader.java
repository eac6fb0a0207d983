package dev.avs.mrz;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the fields and check digits of an MRZ whose shape {@link MrzText} has recognised. Positions below are
 * ICAO's, 1-based; the code uses 0-based substrings.
 * <pre>
 * all formats, upper line:   1-2 document code, 3-5 issuing state, 6-end name (TD1: the whole 3rd line)
 * TD1 line 1:  6-14 document number, 15 check, 16-30 optional data 1
 * TD1 line 2:  1-6 birth, 7 check, 8 sex, 9-14 expiry, 15 check, 16-18 nationality, 19-29 optional data 2,
 *              30 composite over line 1 6-30, line 2 1-7, 9-15, 19-29
 * TD2, TD3, MRV line 2: 1-9 document number, 10 check, 11-13 nationality, 14-19 birth, 20 check, 21 sex,
 *              22-27 expiry, 28 check, then
 *   TD2:   29-35 optional data, 36 composite over 1-10, 14-20, 22-35
 *   TD3:   29-42 personal number, 43 its check, 44 composite over 1-10, 14-20, 22-43
 *   MRV-A: 29-44 optional data; MRV-B: 29-36 optional data; no composite
 * </pre>
 */
final class MrzReader {

    private record DocumentNumber(String value, String optionalRest) {
    }

    private final LocalDate today;
    private final List<MrzCheckDigit> checks = new ArrayList<>();
    private final List<MrzFieldProblem> problems = new ArrayList<>();

    private MrzReader(LocalDate today) {
        this.today = today;
    }

    static ParsedMrz read(MrzFormat format, List<String> lines, LocalDate today) {
        return new MrzReader(today).read(format, lines);
    }

    private ParsedMrz read(MrzFormat format, List<String> lines) {
        String upper = lines.get(0);
        String documentCode = upper.substring(0, 2);
        if (!documentCode.substring(1).matches("[A-Z<]")) {
            problem(MrzField.DOCUMENT_CODE, "The second character of the document code is not a letter or <.");
        }
        String issuingState = country(MrzField.ISSUING_STATE, upper.substring(2, 5));
        MrzNames.Parts name = MrzNames.split(format == MrzFormat.TD1 ? lines.get(2) : upper.substring(5));
        if (name.primary().isEmpty()) {
            problem(MrzField.NAME, "The name field has no primary identifier (surname).");
        }
        if (name.hasDigits()) {
            problem(MrzField.NAME, "The name field contains digits.");
        }
        return format == MrzFormat.TD1
                ? readTd1(documentCode, issuingState, name, lines.get(0), lines.get(1))
                : readTwoLine(format, documentCode, issuingState, name, lines.get(1));
    }

    private ParsedMrz readTd1(String code, String issuingState, MrzNames.Parts name, String l1, String l2) {
        DocumentNumber number = documentNumber(l1.substring(5, 14), l1.charAt(14), l1.substring(15, 30));
        String birth = date(MrzField.BIRTH_DATE, l2.substring(0, 6), l2.charAt(6));
        String sex = sex(l2.charAt(7));
        String expiry = date(MrzField.EXPIRY_DATE, l2.substring(8, 14), l2.charAt(14));
        String nationality = country(MrzField.NATIONALITY, l2.substring(15, 18));
        String optional2 = l2.substring(18, 29);
        check(MrzField.COMPOSITE,
                l1.substring(5, 30) + l2.substring(0, 7) + l2.substring(8, 15) + l2.substring(18, 29), l2.charAt(29));
        return parsed(MrzFormat.TD1, code, issuingState, name, number.value(), nationality, birth, sex, expiry,
                trimFillers(number.optionalRest()), trimFillers(optional2));
    }

    private ParsedMrz readTwoLine(MrzFormat format, String code, String issuingState, MrzNames.Parts name,
            String l2) {
        int optionalEnd = switch (format) {
            case TD2 -> 35;
            case TD3 -> 42;
            default -> l2.length();
        };
        DocumentNumber number = documentNumber(l2.substring(0, 9), l2.charAt(9),
                format == MrzFormat.TD2 ? l2.substring(28, optionalEnd) : "<");
        String nationality = country(MrzField.NATIONALITY, l2.substring(10, 13));
        String birth = date(MrzField.BIRTH_DATE, l2.substring(13, 19), l2.charAt(19));
        String sex = sex(l2.charAt(20));
        String expiry = date(MrzField.EXPIRY_DATE, l2.substring(21, 27), l2.charAt(27));
        String optional = format == MrzFormat.TD2 ? number.optionalRest() : l2.substring(28, optionalEnd);
        if (format == MrzFormat.TD3) {
            optionalDataCheck(optional, l2.charAt(42));
        }
        if (format == MrzFormat.TD2 || format == MrzFormat.TD3) {
            int composite = l2.length() - 1;
            check(MrzField.COMPOSITE,
                    l2.substring(0, 10) + l2.substring(13, 20) + l2.substring(21, composite), l2.charAt(composite));
        }
        return parsed(format, code, issuingState, name, number.value(), nationality, birth, sex, expiry,
                trimFillers(optional), null);
    }

    /**
     * A number longer than 9 characters (TD1, TD2) shows its first 9 characters, a filler instead of the check
     * digit, then the rest at the start of the optional data followed by the check digit over the whole number.
     */
    private DocumentNumber documentNumber(String principal, char check, String optional) {
        if (check == '<' && optional.charAt(0) != '<') {
            int end = optional.indexOf('<');
            String extension = optional.substring(0, end < 0 ? optional.length() : end);
            String number = principal + extension.substring(0, extension.length() - 1);
            check(MrzField.DOCUMENT_NUMBER, number, extension.charAt(extension.length() - 1));
            return new DocumentNumber(number, optional.substring(extension.length()));
        }
        check(MrzField.DOCUMENT_NUMBER, principal, check);
        String number = stripTrailingFillers(principal);
        if (number.isEmpty()) {
            problem(MrzField.DOCUMENT_NUMBER, "The document number is empty.");
        }
        return new DocumentNumber(number, optional);
    }

    /** TD3 personal number: when unused (all fillers) its check digit may be {@code <} or {@code 0}. */
    private void optionalDataCheck(String optional, char actual) {
        if (trimFillers(optional).isEmpty()) {
            checks.add(new MrzCheckDigit(MrzField.OPTIONAL_DATA, "0", String.valueOf(actual),
                    actual == '<' || actual == '0'));
        } else {
            check(MrzField.OPTIONAL_DATA, optional, actual);
        }
    }

    private String date(MrzField field, String text, char check) {
        check(field, text, check);
        return text;
    }

    private void check(MrzField field, String text, char actual) {
        char expected = CheckDigits.computeChar(text);
        checks.add(new MrzCheckDigit(field, String.valueOf(expected), String.valueOf(actual), expected == actual));
    }

    private String sex(char c) {
        return switch (c) {
            case 'M', 'F' -> String.valueOf(c);
            case '<', 'X' -> "X";
            default -> {
                problem(MrzField.SEX, "The sex is '" + c + "'; ICAO 9303 allows M, F, X or <.");
                yield null;
            }
        };
    }

    private String country(MrzField field, String text) {
        if (!text.matches("[A-Z]+<*")) {
            problem(field, "The code " + text + " is not 1-3 letters followed by fillers.");
        }
        return trimFillers(text);
    }

    private ParsedMrz parsed(MrzFormat format, String code, String issuingState, MrzNames.Parts name,
            String number, String nationality, String birth, String sex, String expiry, String optional1,
            String optional2) {
        MrzDates.Resolved birthDate = MrzDates.birth(birth, today);
        if (birthDate.problem() != null) {
            problem(MrzField.BIRTH_DATE, birthDate.problem());
        }
        MrzDates.Resolved expiryDate = MrzDates.expiry(expiry, today);
        if (expiryDate.problem() != null) {
            problem(MrzField.EXPIRY_DATE, expiryDate.problem());
        }
        return new ParsedMrz(format, trimFillers(code), issuingState, name.primary().replace('<', ' '),
                name.secondary().replace('<', ' '), name.fieldFull(), number, nationality, birth,
                birthDate.date(), sex, expiry, expiryDate.date(), optional1, optional2, checks, problems);
    }

    private void problem(MrzField field, String message) {
        problems.add(new MrzFieldProblem(field, message));
    }

    static String stripTrailingFillers(String text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '<') {
            end--;
        }
        return text.substring(0, end);
    }

    static String trimFillers(String text) {
        String stripped = stripTrailingFillers(text);
        int start = 0;
        while (start < stripped.length() && stripped.charAt(start) == '<') {
            start++;
        }
        return stripped.substring(start);
    }
}
