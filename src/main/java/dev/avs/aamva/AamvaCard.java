package dev.avs.aamva;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What an AAMVA barcode says about its card, each field null when the barcode does not carry it (or carries
 * {@code NONE} / {@code unavl}).
 *
 * @param issuerId            the issuer identification number (IIN) of the header, e.g. {@code 636014} (California)
 * @param version             the AAMVA version of the header: 1 (2000) to 10 (2020); 0 before the standard
 * @param jurisdictionVersion the jurisdiction's own version (null in version 1 files)
 * @param kind                the subfile: {@code DL} (a driving licence) or {@code ID} (an identification card)
 * @param country             {@code US} or {@code CA}: {@code DCG}, else the address's province, else the IIN
 * @param jurisdiction        the address's state or province code ({@code DAJ})
 * @param givenNames          first and middle names, separated by spaces
 * @param surnameTruncated    whether the issuer truncated the family name to fit ({@code DDE}: T)
 * @param givenNamesTruncated whether it truncated the first or middle name ({@code DDF}, {@code DDG})
 * @param sex                 M, F or X ({@code DBC}: 1, 2, 9; M and F in early versions)
 */
public record AamvaCard(String issuerId, int version, Integer jurisdictionVersion, String kind, String country,
                        String jurisdiction, String documentNumber, String surname, String givenNames,
                        boolean surnameTruncated, boolean givenNamesTruncated, LocalDate dateOfBirth,
                        LocalDate expiryDate, LocalDate issueDate, String sex, String street, String city,
                        String postalCode) {

    private static final Set<String> PROVINCES = Set.of("AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON",
            "PE", "QC", "SK", "YT");
    /** Canadian issuers' IINs (AAMVA's list): the country of a file that names none. */
    private static final Set<String> CANADIAN_ISSUERS = Set.of("604426", "604428", "604429", "604432", "604433",
            "604434", "636012", "636013", "636016", "636017", "636028", "636044", "636048");

    static AamvaCard of(String iin, int version, Integer jurisdictionVersion, String kind,
                        Map<String, String> elements) {
        String jurisdiction = text(elements.get("DAJ"));
        String country = country(text(elements.get("DCG")), jurisdiction, iin);
        Names names = Names.of(elements);
        // the standard's date order first (CCYYMMDD in version 1 and in Canada, MMDDCCYY in the US since version
        // 2), the other when the digits are no date that way: issuers do not all follow it (New Brunswick's
        // version 2 prints MMDDCCYY). A year starting 19 or 20 is no month, so no date reads both ways.
        boolean yearFirst = version <= 1 || "CA".equals(country);
        return new AamvaCard(iin, version, jurisdictionVersion, kind, country, jurisdiction,
                text(first(elements, "DAQ", "DBJ")), names.surname(), names.given(), names.surnameTruncated(),
                names.givenTruncated(), date(elements.get("DBB"), yearFirst), date(elements.get("DBA"), yearFirst),
                date(elements.get("DBD"), yearFirst), sex(text(elements.get("DBC"))), text(elements.get("DAG")),
                text(elements.get("DAI")), postalCode(text(elements.get("DAK")), country));
    }

    private static String country(String dcg, String jurisdiction, String iin) {
        if ("USA".equals(dcg) || "CAN".equals(dcg)) {
            return dcg.equals("USA") ? "US" : "CA";
        }
        return jurisdiction != null && PROVINCES.contains(jurisdiction) || CANADIAN_ISSUERS.contains(iin)
                ? "CA" : "US";
    }

    static LocalDate date(String value, boolean yearFirst) {
        String digits = value == null ? "" : value.strip();
        if (!digits.matches("\\d{8}")) {
            return null;
        }
        LocalDate preferred = yearFirst ? yearFirst(digits) : monthFirst(digits);
        return preferred != null ? preferred : yearFirst ? monthFirst(digits) : yearFirst(digits);
    }

    private static LocalDate yearFirst(String digits) {
        return date(digits.substring(0, 4), digits.substring(4, 6), digits.substring(6, 8));
    }

    private static LocalDate monthFirst(String digits) {
        return date(digits.substring(4, 8), digits.substring(0, 2), digits.substring(2, 4));
    }

    private static LocalDate date(String year, String month, String day) {
        int y = Integer.parseInt(year);
        if (y < 1850 || y > 2200) {
            return null;
        }
        try {
            return LocalDate.of(y, Integer.parseInt(month), Integer.parseInt(day));
        } catch (DateTimeException notADate) {
            return null;
        }
    }

    private static String sex(String value) {
        if (value == null) {
            return null;
        }
        return switch (value) {
            case "1", "M" -> "M";
            case "2", "F" -> "F";
            case "9", "X" -> "X";
            default -> null;
        };
    }

    /** A US ZIP+4 written with four zeros for "no extension" is its five digits. */
    private static String postalCode(String value, String country) {
        if (value == null) {
            return null;
        }
        return "US".equals(country) && value.matches("\\d{5}0000") ? value.substring(0, 5) : value;
    }

    private static String first(Map<String, String> elements, String... ids) {
        return Arrays.stream(ids).map(elements::get).filter(v -> text(v) != null).findFirst().orElse(null);
    }

    /** The value without padding; null for empty, NONE (Canada writes it) and unavl (unavailable). */
    static String text(String value) {
        if (value == null) {
            return null;
        }
        String stripped = value.strip();
        String upper = stripped.toUpperCase(Locale.ROOT);
        return stripped.isEmpty() || upper.equals("NONE") || upper.equals("UNAVL") || upper.equals("UNAVAILABLE")
                ? null : stripped;
    }

    /**
     * The holder's names as the versions write them: the family name in {@code DCS} (2003 on), else {@code DAB},
     * else the first part of the full name {@code DAA} ("PUBLIC,JOHN,Q" in version 1); the given names in
     * {@code DAC} and {@code DAD} (2009 on), else {@code DCT} (2003 - 2005, "FIRST,MIDDLE"), else the rest of
     * {@code DAA}. Commas between names become spaces.
     */
    private record Names(String surname, String given, boolean surnameTruncated, boolean givenTruncated) {

        static Names of(Map<String, String> e) {
            String[] full = fullName(text(e.get("DAA")));
            String surname = names(first(e, "DCS", "DAB"));
            if (surname == null && full.length > 1) {
                surname = names(full[0]);
            }
            String given = joined(names(text(e.get("DAC"))), names(text(e.get("DAD"))));
            if (given == null) {
                given = names(text(e.get("DCT")));
            }
            if (given == null && full.length > 1) {
                given = joined(names(full[1]), full.length > 2 ? names(full[2]) : null);
            }
            return new Names(surname, given, "T".equals(text(e.get("DDE"))),
                    "T".equals(text(e.get("DDF"))) || "T".equals(text(e.get("DDG"))));
        }

        /**
         * {@code DAA} as family, first and middle name (and suffix): "PUBLIC,JOHN,Q" as the standard writes it;
         * without commas, "JOHN P SMITH" as Pennsylvania writes it, the family name last.
         */
        private static String[] fullName(String value) {
            if (value == null) {
                return new String[0];
            }
            if (value.contains(",")) {
                return value.split("\\s*,\\s*", -1);
            }
            String[] words = value.split("\\s+");
            if (words.length < 2) {
                return words;
            }
            return new String[] {words[words.length - 1], words[0],
                    String.join(" ", Arrays.copyOfRange(words, 1, words.length - 1))};
        }

        private static String names(String value) {
            if (value == null) {
                return null;
            }
            String joined = Arrays.stream(value.split("[,\\s]+")).filter(n -> !n.isBlank())
                    .collect(Collectors.joining(" "));
            return joined.isEmpty() ? null : joined;
        }

        private static String joined(String first, String middle) {
            return first == null ? null : middle == null ? first : first + " " + middle;
        }
    }
}
