package dev.avs.mrz;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/** Builds TD3 (passport) MRZs with correct check digits, for tests that need a valid zone to vary. */
public record Td3(String issuing, String surname, String givenNames, String number, String nationality, LocalDate dob,
           String sex, LocalDate expiry) {

    private static final DateTimeFormatter YYMMDD = DateTimeFormatter.ofPattern("yyMMdd");

    public Td3 withNumber(String value) {
        return new Td3(issuing, surname, givenNames, value, nationality, dob, sex, expiry);
    }

    public Td3 withDob(LocalDate value) {
        return new Td3(issuing, surname, givenNames, number, nationality, value, sex, expiry);
    }

    public String text() {
        String name = (surname + "<<" + givenNames).toUpperCase().replace(' ', '<');
        String line1 = pad("P<" + issuing + name, 44);
        String numberField = pad(number, 9);
        String personal = pad("", 14);
        String numberPart = numberField + Mrz.checkDigit(numberField);
        String dobPart = YYMMDD.format(dob) + Mrz.checkDigit(YYMMDD.format(dob));
        String expiryPart = YYMMDD.format(expiry) + Mrz.checkDigit(YYMMDD.format(expiry));
        String personalPart = personal + Mrz.checkDigit(personal);
        String composite = numberPart + dobPart + expiryPart + personalPart;
        String line2 = numberPart + nationality + dobPart + sex + expiryPart + personalPart + Mrz.checkDigit(composite);
        return line1 + "\n" + line2;
    }

    private static String pad(String value, int length) {
        return (value + "<".repeat(length)).substring(0, length);
    }
}
