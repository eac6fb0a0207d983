package dev.avs.screening.lists;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The Remarks column of OFAC's legacy CSV: "DOB 12 Mar 1965; alt. DOB 1966; POB Baghdad, Iraq; nationality
 * Iraq; Passport A123 (Iraq); a.k.a. 'ABU ALI'." Only the parts the matcher and the reviewer use are read.
 */
record OfacRemarks(List<BirthDate> birthDates, Set<String> nationalities, List<String> documents,
                   List<String> weakAliases) {

    private static final Pattern DOCUMENT = Pattern.compile("^(?:alt\\. )?(?:Passport|National ID No\\.|"
            + "Cedula No\\.|Identification Number|Tax ID No\\.|C\\.U\\.R\\.P\\.|R\\.F\\.C\\.|D\\.N\\.I\\.|NIT #|"
            + "SSN|Driver's License No\\.|Residency Number|Personal ID Card|Numero de Identidad|"
            + "Birth Certificate Number|Credencial electoral|Registration Number|Company Number|"
            + "Registration ID|Business Registration Number|Public Security and Immigration No\\.|"
            + "Kenyan ID No\\.|Pasaporte|Stateless Person Passport|Diplomatic Passport|Travel Document Number)(?![A-Za-z]).*");

    static OfacRemarks parse(String remarks) {
        List<BirthDate> dates = new ArrayList<>();
        Set<String> nationalities = new LinkedHashSet<>();
        List<String> documents = new ArrayList<>();
        List<String> weak = new ArrayList<>();
        if (remarks == null || remarks.isBlank() || remarks.equals("-0-")) {
            return new OfacRemarks(dates, nationalities, documents, weak);
        }
        for (String raw : remarks.split(";")) {
            String part = raw.strip();
            while (part.endsWith(".") && !part.endsWith("No.") && !part.endsWith("'.")) {
                part = part.substring(0, part.length() - 1);
            }
            if (part.endsWith("'.")) {
                part = part.substring(0, part.length() - 1);
            }
            String value = without(part, "alt. ");
            if (value.startsWith("DOB ")) {
                BirthDate date = DateText.parse(value.substring(4));
                if (date != null) {
                    dates.add(date);
                }
            } else if (value.startsWith("nationality ") || value.startsWith("citizen ")) {
                String code = CountryNames.code(value.substring(value.indexOf(' ') + 1));
                if (code != null) {
                    nationalities.add(code);
                }
            } else if (value.startsWith("a.k.a. '") && value.endsWith("'")) {
                weak.add(value.substring(8, value.length() - 1));
            } else if (DOCUMENT.matcher(part).matches()) {
                documents.add(part);
            }
        }
        return new OfacRemarks(dates, nationalities, documents, weak);
    }

    private static String without(String text, String prefix) {
        return text.startsWith(prefix) ? text.substring(prefix.length()) : text;
    }
}
