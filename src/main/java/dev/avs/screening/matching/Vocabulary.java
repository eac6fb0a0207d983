package dev.avs.screening.matching;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The word lists behind token kinds: titles, particles, legal forms, generic organisation words, numerals. */
final class Vocabulary {

    private Vocabulary() {
    }

    static final Set<String> TITLES = Set.of("mr", "mrs", "ms", "miss", "mister", "dr", "doctor", "prof",
            "professor", "president", "prasident", "presidente", "monsieur", "madame", "mme", "sir", "lord", "lady",
            "dame", "shaikh", "sheikh", "sheik", "shaykh", "haji", "hajji", "hadji", "mullah", "mulla", "maulvi",
            "maulana", "mawlawi", "qari", "gen", "colonel", "col", "captain", "capt", "major", "brigadier",
            "lieutenant", "admiral", "rev", "reverend", "imam", "prince", "princess", "king",
            "queen", "senor", "senora", "herr", "frau", "mv", "mt");

    static final Set<String> PARTICLES = Set.of("al", "el", "bin", "ibn", "ben", "bint", "binti", "abu", "abou",
            "ould", "de", "del", "della", "der", "den", "van", "von", "da", "das", "do", "dos", "di", "du", "la",
            "le", "y", "ul", "ur", "ud", "uddin", "mac", "ter", "te");

    static final Set<String> STOP = Set.of("the", "of", "and", "for", "in", "at", "on", "und", "et", "to",
            "an", "by");

    static final Set<String> LEGAL = Set.of("llc", "ltd", "inc", "corp", "co", "jsc", "ojsc", "cjsc", "pjsc",
            "oao", "zao", "pao", "ao", "ooo", "tov", "gmbh", "ag", "kg", "sa", "sas", "sarl", "srl", "spa", "bv",
            "nv", "plc", "lp", "llp", "pte", "pty", "ab", "as", "oy", "oyj", "kft", "zrt", "doo", "sl", "slu",
            "cv", "spzoo", "sro", "fze", "fzco", "fzc", "wll", "lda", "ltda", "eirl", "sac", "saa", "bhd",
            "sdn", "tbk", "pt", "kk", "gk", "se", "na", "ug", "mbh", "limited", "incorporated", "corporation",
            "company", "sociedad", "anonima", "aktiengesellschaft", "establishment", "est", "ptd", "lc");

    /** Countries and regions: in an organisation's name they qualify a branch rather than identify. */
    static final Set<String> PLACES = places();

    private static Set<String> places() {
        Set<String> places = new java.util.HashSet<>(Set.of("europe", "european", "asia", "asian", "africa",
                "african", "america", "american", "americas", "arabia", "arab", "middle", "east", "west", "north",
                "south", "pacific", "atlantic", "gulf", "usa", "uk", "uae", "emirates", "hong", "kong", "russian",
                "chinese", "iranian", "syrian", "korean", "british", "german", "french", "swiss", "schweiz",
                "deutschland", "nederland", "norge", "sverige", "danmark", "espana", "italia", "mexicana",
                "brasil", "turkiye"));
        for (String code : java.util.Locale.getISOCountries()) {
            String name = java.util.Locale.of("", code).getDisplayCountry(java.util.Locale.ENGLISH)
                    .toLowerCase(java.util.Locale.ROOT);
            if (name.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                places.add(name);
            }
        }
        return Set.copyOf(places);
    }

    static final Set<String> GENERIC = Set.of("bank", "banco", "banque", "group", "gruppe", "groupe", "grupo",
            "holding", "holdings", "international", "intl", "trading", "trade", "industries", "industry",
            "industrial", "enterprise", "enterprises", "services", "service", "solutions", "systems", "technology",
            "technologies", "tech", "partners", "capital", "investment", "investments", "fund", "trust", "global",
            "national", "organization", "organisation", "foundation", "association", "institute", "center",
            "centre", "management", "development", "business", "shipping", "airlines", "airline", "petroleum",
            "oil", "gas", "energy", "exchange", "commercial", "import", "export", "general", "factory", "plant",
            "agency", "office", "ministry", "department", "government", "authority", "bureau", "society",
            "union", "network", "resources", "logistics", "engineering", "construction", "electronics", "motors",
            "products", "finance", "financial", "securities", "insurance", "corporate", "ventures", "associates",
            "consulting", "marine", "maritime", "aviation", "mining", "chemical", "chemicals", "pharmaceutical",
            "manufacturing", "equipment", "supply", "import-export", "research", "university", "committee",
            "council", "army", "force", "forces", "brigade", "front", "movement", "party", "republic", "state");

    static final List<String> LONG_LEGAL_FORMS = List.of("aktiengesellschaft", "corporation", "incorporated",
            "limited", "company", "establishment");

    /** Roman numerals of fund and vessel series; "xi", "vi", "v" and "x" are left out, they are names too. */
    static final Set<String> ROMAN = Set.of("ii", "iii", "iv", "vii", "viii", "ix", "xii", "xiii", "xiv", "xv",
            "xvi", "xvii", "xviii", "xix", "xx");

    /** Multi-word legal forms, replaced by one canonical token before classification. */
    static final List<List<String>> LEGAL_PHRASES = List.of(
            List.of("open", "joint", "stock", "company"),
            List.of("closed", "joint", "stock", "company"),
            List.of("public", "joint", "stock", "company"),
            List.of("joint", "stock", "company"),
            List.of("limited", "liability", "company"),
            List.of("limited", "liability", "partnership"),
            List.of("limited", "partnership"),
            List.of("public", "limited", "company"),
            List.of("gesellschaft", "mit", "beschrankter", "haftung"),
            List.of("societe", "anonyme"),
            List.of("sociedad", "anonima"),
            List.of("societatea", "cu", "raspundere", "limitata"),
            List.of("sp", "z", "o", "o"),
            List.of("sp", "z", "oo"),
            List.of("obshchestvo", "s", "ogranichennoy", "otvetstvennostyu"),
            List.of("obsestvo", "s", "ogranicennoj", "otvetstvennostu"),
            List.of("aktsionernoe", "obshchestvo"),
            List.of("akcionernoe", "obsestvo"),
            List.of("sdn", "bhd"),
            List.of("s", "de", "rl"),
            List.of("de", "cv"));

    static final List<String> LEGAL_PHRASE_TOKENS = List.of("ojsc", "cjsc", "pjsc", "jsc", "llc", "llp", "lp",
            "plc", "gmbh", "sa", "sa", "srl", "spzoo", "spzoo", "ooo", "ooo", "ao", "ao", "bhd", "srl", "cv");

    /** Numerals written as words, so that "Forty-Four" meets "44" and "First" meets "1st". */
    static final Map<String, Integer> NUMBER_WORDS = new HashMap<>();

    static {
        String[] units = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                "nineteen", "twenty"};
        for (int i = 0; i < units.length; i++) {
            NUMBER_WORDS.put(units[i], i);
        }
        String[] tens = {"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        for (int i = 0; i < tens.length; i++) {
            NUMBER_WORDS.put(tens[i], 30 + 10 * i);
        }
        NUMBER_WORDS.put("fourty", 40);
        String[] ordinals = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                "tenth"};
        for (int i = 0; i < ordinals.length; i++) {
            NUMBER_WORDS.put(ordinals[i], i + 1);
        }
    }
}
