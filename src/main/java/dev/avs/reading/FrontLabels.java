package dev.avs.reading;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The labels a front prints before or above its fields, as {@link LicenceFront#key keys} (letters and digits only,
 * accents left out): AAMVA's numbered fields and the labels US states and Canadian provinces print, the EU licence
 * model's numbered fields, and the labels of European ID cards in their languages and in English, which they print
 * side by side, slashed (Nume/Nom/Last name, APELLIDOS, Vornamen/Given names). A label read one character off is
 * still one where it is long enough not to be taken for a word of another kind.
 */
final class FrontLabels {

    /** The labels of European cards in their own languages, by field (written once here; labels of one word). */
    private static final Map<String, Set<String>> EUROPEAN = Map.of(
            FrontFields.SURNAME, Set.of("APELLIDOS", "APELLIDO", "NOM", "NOMDEFAMILLE", "NUME", "NACHNAME",
                    "FAMILIENNAME", "COGNOME", "ACHTERNAAM", "NAAM", "NAZWISKO", "APELIDOS", "APELIDO", "PRIJMENI",
                    "PRIEZVISKO", "VEZETEKNEV", "EFTERNAMN", "EFTERNAVN", "ETTERNAVN", "SUKUNIMI", "PEREKONNANIMI",
                    "PAVARDE", "UZVARDS", "PREZIME", "PRIIMEK", "EPONYMO"),
            FrontFields.GIVEN_NAMES, Set.of("NOMBRE", "NOMBRES", "PRENOM", "PRENOMS", "PRENUME", "VORNAME",
                    "VORNAMEN", "NOME", "NOMI", "VOORNAMEN", "VOORNAAM", "IMIONA", "IMIE", "NOMES", "JMENO", "JMENA",
                    "MENO", "UTONEV", "FORNAMN", "FORNAVN", "ETUNIMET", "EESNIMED", "VARDAS", "VARDI", "VARDS", "IME",
                    "ONOMA", "GIVENNAMES", "FIRSTNAME", "FIRSTNAMES"),
            FrontFields.DATE_OF_BIRTH, Set.of("FECHADENACIMIENTO", "DATEDENAISSANCE", "DATEDENAISS", "DATANASTERII",
                    "NEELE", "NELE", "GEBURTSDATUM", "GEBURTSTAG", "DATADINASCITA", "GEBOORTEDATUM", "DATAURODZENIA",
                    "DATADENASCIMENTO", "DATUMNAROZENI", "DATUMNARODENIA", "SZULETESIIDO", "FODELSEDATUM",
                    "FODSELSDATO", "SYNTYMAAIKA", "SUNNIAEG", "GIMIMODATA", "DATUMROJSTVA", "DATUMRODENJA"),
            FrontFields.EXPIRY_DATE, Set.of("VALIDEZ", "VALIDOHASTA", "VALABILITATE", "DATEDEXPIRATION", "DATEDEXPIR",
                    "GULTIGBIS", "SCADENZA", "DATADISCADENZA", "GELDIGTOT", "DATAWAZNOSCI", "VALIDADE", "VALIDITY",
                    "PLATNOSTDO", "ERVENYESSEG", "GILTIGTOM", "VOIMASSA", "KEHTIVKUNI", "GALIOJAIKI", "DATEOFEXPIRY"),
            FrontFields.ISSUE_DATE, Set.of("DATEDEDELIVRANCE", "DATEDEDELIV", "AUSSTELLUNGSDATUM", "DATADIRILASCIO",
                    "DATADIEMISSIONE", "DATUMVANAFGIFTE", "DATAWYDANIA", "DATADEEMISSAO", "DATUMVYDANI",
                    "FECHADEEXPEDICION", "UTFARDANDEDATUM", "MYONTAMISPAIVA"),
            FrontFields.DOCUMENT_NUMBER, Set.of("DOCUMENTNO", "DOCUMENTNUMBER", "NDUDOCUMENT", "NUMERODUDOCUMENT",
                    "DOCUMENTNUMMER", "DOKUMENTNUMMER", "AUSWEISNUMMER", "NUMERODOCUMENTO",
                    "NRDOCUMENTULUI", "NUMERDOKUMENTU", "CISLODOKLADU", "DNI", "CARDNO"));

    private static final Set<String> DOB = with(FrontFields.DATE_OF_BIRTH, "DOB", "3DOB", "DOB3", "D0B",
            "DATEOFBIRTH", "BIRTH", "3", "BIRTHDATE", "3DATEOFBIRTH");
    private static final Set<String> EXPIRY = with(FrontFields.EXPIRY_DATE, "EXP", "4BEXP", "EXPIRES", "4BEXPIRES",
            "EXPIRATION", "EXPIRATIONDATE", "EXPIRY", "4B", "DATEOFEXP", "EXPDATE", "4BEXPIRY");
    private static final Set<String> ISSUE = with(FrontFields.ISSUE_DATE, "ISS", "4AISS", "ISSUED", "4AISSUED",
            "ISSUE", "ISSUEDATE", "4A", "DATEOFISSUE", "ISSDATE");
    private static final Set<String> NUMBER = with(FrontFields.DOCUMENT_NUMBER, "DL", "DLN", "4DDLN", "4D", "LIC",
            "LICNO", "4DLICNO", "NO", "NUMBER", "4DNUMBER", "IDNO", "4DIDNO", "DLNO", "4DDLNO", "CUSTOMERIDENTIFIER",
            "LICENSEIDNO", "LICENSENO", "DLNUMBER", "LICENSENUMBER", "4DLIC", "5", "ID", "4DID", "BCID", "IDN",
            "4DIDN");
    private static final Set<String> SURNAME = with(FrontFields.SURNAME, "LN", "1LN", "FAMILYNAME", "1FAMILYNAME",
            "LASTNAME", "1LASTNAME", "SURNAME", "1SURNAME", "SUMAME",   // rn read as m
            // ICAO's names for the two (Doc 9303's specimen cards; Identifiant primaire in French)
            "PRIMARYIDENTIFIER", "IDENTIFIANTPRIMAIRE",
            // AAMVA's fields 1 and 2 under one label, the family name first (Virginia's 1,2 Name)
            "12NAME", "12NAMES");
    private static final Set<String> GIVEN = with(FrontFields.GIVEN_NAMES, "FN", "2FN", "GIVENNAMES", "2GIVENNAMES",
            "GIVENNAME", "FIRSTNAME", "2FIRSTNAME", "FIRSTMIDDLENAME", "2FIRSTMIDDLENAME", "FIRSTANDMIDDLENAME",
            "SECONDARYIDENTIFIER", "IDENTIFIANTSECONDAIRE");

    /** The marks between a label's languages that may touch its words (Nume/Nom); a dash or dot must stand apart. */
    private static final String TOUCHING_MARKS = "[/\u00B7\u2022]";

    /**
     * What a card prints between a label's languages, as a word of its own: a slash, a middle dot or bullet
     * (Switzerland's), a dash or a dot (Liechtenstein's VORNAME(N) - FIRST NAME(S), NAME · NAME read NAME . NAME).
     */
    static final java.util.regex.Pattern LANGUAGES_APART = java.util.regex.Pattern.compile(TOUCHING_MARKS + "|[.\\-]");

    /** A run's labels in its languages: parted at the marks between them, and a mark last left out. */
    private static final java.util.regex.Pattern BETWEEN_LANGUAGES = java.util.regex.Pattern.compile(
            "(?<=[\\p{L})\\]])\\s*" + TOUCHING_MARKS + "\\s*(?=\\p{L})|(?<=[\\p{L})\\]])\\s+[.\\-]\\s+(?=\\p{L})|"
                    + TOUCHING_MARKS + "\\s*$");

    /** Names that start with the surname's label and are another name: France's NOM D'USAGE, NOM D'EPOUSE. */
    private static final Set<String> OTHER_NAMES = Set.of("NOMDUSAGE", "NOMDEPOUSE");

    /** Words of labels that label no field alone, but are never a name (Date of birth, Given names, First name). */
    private static final Set<String> LABEL_WORDS = Set.of("NAME", "NAMES", "GIVEN", "FIRST", "LAST", "MIDDLE",
            "BIRTH", "DATE", "FAMILY");

    /**
     * Whether a word (in capitals) is a label's, so no one's name: a label of a field (of three letters or more),
     * a label read a letter off, or a word of a label (NAME, GIVEN, BIRTH).
     */
    static boolean labelWord(String word) {
        return LABEL_WORDS.contains(LicenceFront.key(word)) || fieldLabel(word);
    }

    /** Whether a word is a label of a field by itself, three letters or more (VORNAMEN, BIRTH, SURNAME). */
    static boolean fieldLabel(String word) {
        String key = LicenceFront.key(word);
        return key.length() >= 3 && field(key) != null;
    }

    /** The surname's labels in English, which make a slashed NAME (Name/Surname/Nom) the surname's. */
    private static final Set<String> ENGLISH_SURNAME = Set.of("SURNAME", "LASTNAME", "FAMILYNAME");

    /** Words that are labels of other fields: a name ends before them (and is not continued on their line). */
    static final Set<String> OTHER_LABELS = Set.of("SEX", "DOB", "EXP", "ISS", "CLASS", "END", "REST",
            "HGT", "WGT", "EYES", "HAIR", "DD", "DL", "DLN", "ID", "NO", "DONOR", "VETERAN", "ADDRESS",
            // European cards' other fields: sex, nationality, address, place of birth, parents
            "SEXO", "SEXE", "SESSO", "GESCHLECHT", "NACIONALIDAD", "NATIONALITE", "NATIONALITY", "NAZIONALITA",
            "CETATENIE", "STAATSANGEHORIGKEIT", "NATIONALITEIT", "DOMICILIO", "DOMICILIU", "ADRESSE", "ANSCHRIFT",
            "INDIRIZZO", "LUGAR", "LIEU", "LUOGO", "GEBURTSORT", "HIJO", "HIJA",
            "CNP", "PIN", "PNC", "OIB", "EMSO", "JMBG", "PERSONNUMMER");   // personal numbers: no card's number

    private FrontLabels() {
    }

    private static Set<String> with(String field, String... labels) {
        return Stream.concat(Stream.of(labels), EUROPEAN.get(field).stream()).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * The field a run of words labels, or null: the run as one key, or any of its slashed parts (a card printing
     * its labels in two or three languages labels one field with each: Nume/Nom/Last name, NOM/ Surname). Each
     * part is a label or one word (a language's label not known here or read loosely: NOM/ Sumame, Prezimo/Surname),
     * so that a run never takes in a value printed after its label. NAME without an English surname's label is the
     * given names' where another part labels them (Croatia's Ime/Name), else the whole name's, the surname first
     * only by custom (Ontario's NAME/NOM): no field.
     */
    static String labelOf(String run) {
        String field = field(LicenceFront.key(run));
        String[] parts = BETWEEN_LANGUAGES.split(run);
        if (field != null || parts.length < 2) {
            return field;
        }
        List<String> keys = Stream.of(parts).map(LicenceFront::key).toList();
        for (int i = 0; i < parts.length; i++) {
            if (field(keys.get(i)) == null && parts[i].trim().contains(" ")) {
                return null;
            }
        }
        if (keys.contains("NAME") && keys.stream().noneMatch(k -> ENGLISH_SURNAME.stream()
                .anyMatch(e -> oneEditApart(k, e)))) {
            // Croatia's Ime/Name: the given names in the card's language; Ontario's NAME/NOM: the whole name
            return keys.stream().anyMatch(k -> FrontFields.GIVEN_NAMES.equals(field(k))) ? FrontFields.GIVEN_NAMES
                    : null;
        }
        return keys.stream().map(FrontLabels::field).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }

    /**
     * The field a label's key labels, or null; a label's first I read as l too (lme for Ime, lssued), and a number's
     * short label whose thin I the OCR lost (North Dakota's 4d LIC# read LC#).
     */
    static String field(String read) {
        String field = labelled(read);
        if (field == null && read.length() >= 3 && read.startsWith("L")) {
            field = labelled("I" + read.substring(1));
        }
        for (int at = 1; field == null && read.length() <= 4 && at < read.length(); at++) {
            String withI = read.substring(0, at) + "I" + read.substring(at);
            field = NUMBER.contains(withI) ? FrontFields.DOCUMENT_NUMBER : null;
        }
        return field;
    }

    private static String labelled(String read) {
        // I read as l after a field's number (4a lss, 4alssued); a number's 4d read as 4 (4IDNO, 4LIC.NO.)
        String key = read.replaceFirst("^([0-9A-Z]{0,2})LSS", "$1ISS");
        if (key.startsWith("4") && !key.startsWith("4D") && NUMBER.contains("4D" + key.substring(1))) {
            return FrontFields.DOCUMENT_NUMBER;
        }
        // small coloured print read loosely: 3 DOB as VOS, 4a ISS as AAISS, 4b EXP as AVEXP
        // ... and with a stray letter and O read as 0 (3 DOB as 3pDo0B)
        if (DOB.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}(DOB|VOS|VOB|DOS|D0B|D08|DO8)")
                || key.length() <= 6 && key.replace('0', 'O').matches("[0-9][A-Z]?DO{1,2}[B8]")) {
            return FrontFields.DATE_OF_BIRTH;
        } else if (EXPIRY.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}EXP")) {
            return FrontFields.EXPIRY_DATE;
        } else if (ISSUE.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}ISS")
                || key.matches("[0-9A-Z]?[5S][5S]")) {   // ISS read as 5s or 2SS, 4a ISS as 455
            return FrontFields.ISSUE_DATE;
        } else if (NUMBER.contains(key)) {
            return FrontFields.DOCUMENT_NUMBER;
        } else if (SURNAME.contains(key) || "1".equals(key)) {
            return FrontFields.SURNAME;
        } else if (GIVEN.contains(key) || "2".equals(key)) {
            return FrontFields.GIVEN_NAMES;
        }
        return key.length() >= 8 ? longLabel(key) : null;
    }

    /**
     * A long label (2.First&middlename, 1.FAMILY NAME, APIELLIDOS) with one character read wrong, lost or added;
     * a label of eight letters one off, a longer one two letters off where they are apart (FECHA DE NACIMIENTO read
     * PECHA DE NACIMENTO).
     */
    private static String longLabel(String key) {
        for (Map.Entry<String, Set<String>> labels : Map.of(FrontFields.SURNAME, SURNAME, FrontFields.GIVEN_NAMES,
                GIVEN, FrontFields.DOCUMENT_NUMBER, NUMBER, FrontFields.DATE_OF_BIRTH, DOB, FrontFields.EXPIRY_DATE,
                EXPIRY, FrontFields.ISSUE_DATE, ISSUE).entrySet()) {
            for (String label : labels.getValue()) {
                if (label.length() >= 8 && oneEditApart(key, label)
                        || label.length() >= 14 && twoEditsApart(key, label)) {
                    return labels.getKey();
                }
            }
        }
        return null;
    }

    /** Whether two edits, one in each half of the longer string, make one string the other. */
    private static boolean twoEditsApart(String a, String b) {
        int half = Math.max(a.length(), b.length()) / 2;
        for (int cut = half - 1; cut <= half + 1; cut++) {
            for (int other = cut - 1; other <= cut + 1; other++) {
                if (cut > 0 && other > 0 && cut <= a.length() && other <= b.length()
                        && oneEditApart(a.substring(0, cut), b.substring(0, other))
                        && oneEditApart(a.substring(cut), b.substring(other))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether one substitution, insertion or deletion (or none) makes one string the other. */
    static boolean oneEditApart(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (a.length() == b.length()) {
            return a.substring(Math.min(a.length(), i + 1)).equals(b.substring(Math.min(b.length(), i + 1)));
        }
        return a.length() > b.length() ? a.substring(i + 1).equals(b.substring(i))
                : b.substring(i + 1).equals(a.substring(i));
    }

    /**
     * Whether a run of words labels a name other than the holder's surname though it starts with its label: France's
     * NOM D'USAGE (the name in use, a spouse's), or NOM D'EPOUSE on older cards, below NOM.
     */
    static boolean anotherName(String run) {
        return OTHER_NAMES.contains(LicenceFront.key(run));
    }

    /**
     * The labels of a holder's personal (national identity) number, in the languages cards print them beside
     * English: a number of the person, not of the card, so their No. labels no document number (Latvia's Personas
     * kods / Personal No. / Num. personnel).
     */
    private static final Set<String> PERSONAL_NUMBER = Set.of("PERSONALNO", "PERSONALNUMBER", "PERSONALCODE",
            "NUMPERSONNEL", "PERSONASKODS", "ASMENSKODAS", "ISIKUKOOD", "HENKILOTUNNUS", "RODNECISLO");

    /** Whether a run of words labels the holder's personal number (Personal No.), not the card's. */
    static boolean personalNumber(String run) {
        return PERSONAL_NUMBER.contains(LicenceFront.key(run));
    }

    /**
     * Whether a surname's label starting with this word is AAMVA's fields 1 and 2 together, the family name on the
     * first line below it and the given names on the next (Virginia's 1,2 Name).
     */
    static boolean bothNames(String firstWord) {
        return LicenceFront.key(firstWord).equals("12");
    }

    /**
     * Whether the word before a label makes it a card's kind, no label: REAL ID (New Jersey's NOT FOR "REAL ID"
     * PURPOSES above its number).
     */
    static boolean kindOfCard(String wordBefore) {
        return LicenceFront.key(wordBefore).equals("REAL");
    }

    /** Whether a word (as {@link LicenceFront#key}) is a label of the card's number. */
    static boolean numberLabel(String key) {
        return NUMBER.contains(key);
    }
}
