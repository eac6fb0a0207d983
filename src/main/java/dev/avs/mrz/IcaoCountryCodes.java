package dev.avs.mrz;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * MRZ state codes (ICAO 9303 part 3 §5: ISO 3166-1 alpha-3 plus ICAO's own codes) to ISO 3166-1 alpha-2.
 * The JDK's ISO 3166 data gives the bulk; the table below adds ICAO's specials. Codes for organisations,
 * stateless persons and refugees (UNO, UNA, EUE, XXA, XXB, XXC, XXX, XOM, XPO…) and the specimen state UTO have
 * no alpha-2.
 */
public final class IcaoCountryCodes {

    private static final Map<String, String> ALPHA2;
    /**
     * ICAO 9303 part 3's codes that are no ISO 3166 country: organisations (UN, EU, Interpol, the Order of Malta),
     * stateless persons and refugees, the specimen state, and codes still on older documents.
     */
    private static final Set<String> NOT_COUNTRIES = Set.of("EUE", "UNO", "UNA", "UNK", "XBA", "XCC", "XCO", "XEC",
            "XIM", "XOM", "XPO", "INP", "XXA", "XXB", "XXC", "XXX", "UTO", "ANT", "NTZ", "WSA", "XDC");

    static {
        Map<String, String> codes = new HashMap<>();
        for (String alpha2 : Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA2)) {
            String alpha3 = Locale.of("", alpha2).getISO3Country();
            if (!alpha3.isEmpty()) {
                codes.put(alpha3, alpha2);
            }
        }
        // Germany writes D, not DEU.
        codes.put("D", "DE");
        // British citizens and the other classes of British nationality (overseas territories citizen, overseas
        // citizen, protected person, subject) hold a British passport.
        for (String british : new String[] {"GBD", "GBN", "GBO", "GBP", "GBS"}) {
            codes.put(british, "GB");
        }
        // Kosovo: its own code, and the UNMIK travel documents of its residents; XK is user-assigned but used
        // by the service's country fields (web.Countries).
        codes.put("RKS", "XK");
        codes.put("UNK", "XK");
        ALPHA2 = Map.copyOf(codes);
    }

    private IcaoCountryCodes() {
    }

    /** Whether an MRZ state code (fillers ignored: {@code D<<}) is one ICAO 9303 knows. */
    public static boolean known(String mrzCode) {
        String code = MrzReader.trimFillers(mrzCode);
        return ALPHA2.containsKey(code) || NOT_COUNTRIES.contains(code);
    }

    /** The alpha-2 code for an MRZ code ({@code D}, {@code DEU}, {@code GBD}…), fillers ignored; empty when none. */
    static Optional<String> alpha2(String mrzCode) {
        if (mrzCode == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(ALPHA2.get(MrzReader.trimFillers(mrzCode.strip().toUpperCase(Locale.ROOT))));
    }
}
