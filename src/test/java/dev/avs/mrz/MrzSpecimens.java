package dev.avs.mrz;

import java.time.LocalDate;

/** The ICAO 9303 specimens (parts 4-7 and part 11 appendix D.2); every check digit verified by hand. */
final class MrzSpecimens {

    static final LocalDate TODAY = LocalDate.of(2026, 5, 1);

    static final String TD3 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
            + "L898902C36UTO7408122F1204159ZE184226B<<<<<10";
    static final String TD1 = "I<UTOD231458907<<<<<<<<<<<<<<<\n"
            + "7408122F1204159UTO<<<<<<<<<<<6\n"
            + "ERIKSSON<<ANNA<MARIA<<<<<<<<<<";
    /** Part 11 appendix D.2: a 12-character document number overflowing into the optional data. */
    static final String TD1_LONG_NUMBER = "I<UTOD23145890<7349<<<<<<<<<<<\n"
            + "3407127M9507122UTO<<<<<<<<<<<2\n"
            + "STEVENSON<<PETER<JOHN<<<<<<<<<";
    static final String TD2 = "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\n"
            + "D231458907UTO7408122F1204159<<<<<<<6";
    static final String MRV_A = "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
            + "L8988901C4XXX4009078F96121096ZE184226B<<<<<<";
    static final String MRV_B = "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\n"
            + "L8988901C4XXX4009078F9612109<<<<<<<<";

    private MrzSpecimens() {
    }

    static ParsedMrz parse(String text) {
        MrzParseResult result = Mrz.parse(text, TODAY);
        if (result instanceof ParsedMrz parsed) {
            return parsed;
        }
        throw new AssertionError("Not parsed: " + result);
    }

    static String reason(String text) {
        MrzParseResult result = Mrz.parse(text, TODAY);
        if (result instanceof InvalidMrz invalid) {
            return invalid.reason();
        }
        throw new AssertionError("Parsed although invalid: " + result);
    }
}
