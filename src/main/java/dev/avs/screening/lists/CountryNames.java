package dev.avs.screening.lists;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Country names as sanctions lists write them ("Korea, North", "Burma", "Russia") to ISO 3166-1 alpha-2. */
final class CountryNames {

    private static final Map<String, String> CODES = new HashMap<>();

    static {
        for (String code : Locale.getISOCountries()) {
            CODES.put(key(Locale.of("", code).getDisplayCountry(Locale.ENGLISH)), code);
            CODES.put(key(code), code);
        }
        String[][] aliases = {
                {"russia", "RU"}, {"russian federation", "RU"}, {"iran", "IR"}, {"iran islamic republic of", "IR"},
                {"syria", "SY"}, {"syrian arab republic", "SY"}, {"korea north", "KP"}, {"north korea", "KP"},
                {"democratic peoples republic of korea", "KP"}, {"korea south", "KR"}, {"south korea", "KR"},
                {"republic of korea", "KR"}, {"burma", "MM"}, {"myanmar", "MM"}, {"congo democratic republic of the", "CD"},
                {"democratic republic of the congo", "CD"}, {"congo republic of the", "CG"}, {"congo", "CG"},
                {"macedonia the former yugoslav republic of", "MK"}, {"north macedonia", "MK"},
                {"the gambia", "GM"}, {"gambia", "GM"}, {"vietnam", "VN"}, {"viet nam", "VN"}, {"laos", "LA"},
                {"taiwan", "TW"}, {"palestinian", "PS"}, {"state of palestine", "PS"}, {"palestine", "PS"},
                {"united states", "US"}, {"united states of america", "US"}, {"united kingdom", "GB"},
                {"united kingdom of great britain and northern ireland", "GB"}, {"turkey", "TR"}, {"turkiye", "TR"},
                {"cabo verde", "CV"}, {"cape verde", "CV"}, {"cote divoire", "CI"}, {"ivory coast", "CI"},
                {"bolivia", "BO"}, {"bolivia plurinational state of", "BO"}, {"venezuela", "VE"},
                {"venezuela bolivarian republic of", "VE"}, {"tanzania", "TZ"}, {"united republic of tanzania", "TZ"},
                {"moldova", "MD"}, {"republic of moldova", "MD"}, {"libya", "LY"}, {"libyan arab jamahiriya", "LY"},
                {"kosovo", "XK"}, {"brunei", "BN"}, {"czech republic", "CZ"}, {"czechia", "CZ"},
                {"swaziland", "SZ"}, {"eswatini", "SZ"}, {"holy see", "VA"}, {"hong kong", "HK"}, {"macau", "MO"},
                {"lao peoples democratic republic", "LA"}, {"sudan", "SD"}, {"south sudan", "SS"}};
        for (String[] alias : aliases) {
            CODES.put(key(alias[0]), alias[1]);
        }
    }

    private CountryNames() {
    }

    /** The ISO code of a country name or code, or null when it is not recognised. */
    static String code(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String key = key(name);
        if (key.startsWith("possibly ")) {
            key = key.substring("possibly ".length());
        }
        return CODES.get(key);
    }

    private static String key(String name) {
        String folded = LatinAscii.of(name).toLowerCase(Locale.ROOT);
        StringBuilder key = new StringBuilder(folded.length());
        boolean space = false;
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                if (space && !key.isEmpty()) {
                    key.append(' ');
                }
                key.append(c);
                space = false;
            } else if (c != '\'' && c != '\u2019') {
                space = true;
            }
        }
        return key.toString();
    }
}
