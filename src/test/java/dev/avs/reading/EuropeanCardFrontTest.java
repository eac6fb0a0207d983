package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The fronts of European ID cards: labels in two or three languages, slashed, above their values; dates with spaces
 * for separators; a period of validity. Words as PaddleOCR read the real specimens (Spain's DNI, Romania's and
 * France's ID cards, Ontario's bilingual licence).
 */
class EuropeanCardFrontTest {

    @Test
    void readsSpainsIdCardByItsSpanishLabels() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "APIELLIDOS",
                "ESPANOLA",
                "ESPANOLA",
                "NOMBRE",
                "CARMEN",
                "SEXO NACIONALIDAD",
                "F ESP",
                "PECHA DE NACIMENTO",
                "01 01 1 980",
                "N SOPORT VALIDEZ",
                "BAA000589 01 01 2025",
                "DNI 99999999R");
        assertThat(f.value(FrontFields.SURNAME)).contains("ESPANOLA ESPANOLA");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("CARMEN");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1980-01-01");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2025-01-01");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("99999999R");
    }

    @Test
    void readsLabelsPrintedInThreeLanguagesAndAPeriodOfValidity() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Nume/Nom/Last name",
                "POPESCU",
                "Prenume/Prenom/First n",
                "MARIN",
                "Cetatenie/Nationalite/National",
                "Romana / ROU",
                "Valabilitate/Validite/Validity",
                "11.05.09-13.09.2069");
        assertThat(f.value(FrontFields.SURNAME)).contains("POPESCU");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("MARIN");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2009-05-11");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2069-09-13");
    }

    @Test
    void aLabelsTranslationReadLooselyIsNoValue() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "NOM/ Sumame",
                "MARTIN",
                "Prenoms / Given names",
                "Maelis- Gaelle, Marie",
                "DATE DE NAISS / Date of bit",
                "13 07 1990",
                "N° DU DOCUMENT / Document No",
                "D2 H6862M2");
        assertThat(f.value(FrontFields.SURNAME)).contains("MARTIN");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("MAELIS-GAELLE MARIE");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1990-07-13");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("D2H6862M2");
    }

    @Test
    void aSlashedLabelEndsBeforeTheValueBesideIt() {
        FrontFields f = FrontPages.parse(DateOrder.YEAR_MONTH_DAY,
                "NOM/ Surname MARTIN",
                "4a ISSDEL 2009/04/23 4b EXP/EXP 2014/04/23");
        assertThat(f.value(FrontFields.SURNAME)).contains("MARTIN");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2009-04-23");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2014-04-23");
    }

    @Test
    void ontariosNameNomLabelsTheWholeNameNotTheSurname() {
        FrontFields f = FrontPages.parse(DateOrder.YEAR_MONTH_DAY,
                "NAME/NOM",
                "DOE",
                "JOHN",
                "123 ANY STREET",
                "TORONTO, ON, M0M 0M0");
        assertThat(f.value(FrontFields.SURNAME)).isNotEqualTo(java.util.Optional.of("DOE JOHN"));
        assertThat(FrontLabels.labelOf("NAME/NOM")).isNull();
        assertThat(FrontLabels.labelOf("Name/Surname/Nom")).isEqualTo(FrontFields.SURNAME);
    }

    @Test
    void theUksGivenNamesGoOnOnTheLineBelowTheirNumber() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "1. MORGAN",
                "2. SARAH",
                "   MEREDYTH",
                "3. 11.03.1976 UNITED KINGDOM",
                "4a. 19.01.2013 4c. DVLA",
                "4b. 18.01.2023",
                "5. MORGA753116SM9IJ 35");
        assertThat(f.value(FrontFields.SURNAME)).contains("MORGAN");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("SARAH MEREDYTH");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("MORGA753116SM9IJ");
    }

    @Test
    void givenNamesNumberedTwoAboveTheBirthDatesThreeWithoutAOne() {
        // France's 2015 licence: its 1. not found, its surname read parted
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "PERMIS DE CONDUIRE",
                "  MARTIN",
                "2. Paul",
                "3. 14.07.1981(Utopia City)");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("PAUL");
        assertThat(f.value(FrontFields.SURNAME)).contains("MARTIN");
        assertThat(FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "2. Paul", "12 MAIN STREET").value(
                FrontFields.GIVEN_NAMES)).isEmpty();
    }

    @Test
    void theMrzBesideTheFrontIsNoField() {
        // Liechtenstein's card, front and back in one photo: the MRZ's first line is no unlabelled number
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "OSPELT-BECK",
                "Marisa",
                "IDLIE0L1E1098754015<<<<<<<<<<<<<<",
                "8205122F1906224LIE<<<<<<<<<<<6");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void labelsOfLanguagesNotKnownOrReadLooselyBesideOnesThatAre() {
        // Croatia's card: Prezime/Surname read Prezimo, Ime/Name (the given names); Germany's: Surname read Suname,
        // the name at birth below the surname
        FrontFields croatia = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Prezimo/Surname",
                "UZORAK",
                "lme/Name",
                "SPECIMEN");
        assertThat(croatia.value(FrontFields.SURNAME)).contains("UZORAK");
        assertThat(croatia.value(FrontFields.GIVEN_NAMES)).contains("SPECIMEN");
        FrontFields germany = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Name/Suname/Nom",
                "MUSTERMANN",
                "GEB. GABLER",
                "Vornamen/Glven names/Penoms",
                "ERIKA");
        assertThat(germany.value(FrontFields.SURNAME)).contains("MUSTERMANN");
        assertThat(germany.value(FrontFields.GIVEN_NAMES)).contains("ERIKA");
    }

    @Test
    void theTwoNameLinesAboveTheBirthDateOfAnEuLicenceWhoseNumbersWereLost() {
        // the Netherlands' licence: no field number found, the surname's particle in small letters
        String[] lines = {
            "van Bourgondie                    SPECIMEN",
            "Tamara D",
            "19.02.1990 Groningen",
            "20.01.2013 20.01.2023"};
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, lines);
        assertThat(f.value(FrontFields.SURNAME)).contains("VAN BOURGONDIE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("TAMARA D");
        assertThat(f.field(FrontFields.SURNAME).orElseThrow().confidence()).isLessThan(0.95);
        // Liechtenstein's card: print the recogniser guessed at (AON SAE IP T at 0.2 - 0.4) between the names and
        // the birth date
        java.util.List<PrintedWord> words = FrontPages.page(30, "OSPELT-BECK", "Marisa", "AON SAE IP T",
                "12.05.1982");
        for (int i = 2; i <= 5; i++) {
            words = FrontPages.readAt(words, i, 30);
        }
        FrontFields guessedJunk = LicenceFront.parse(java.util.List.of(words), DateOrder.DAY_MONTH_YEAR,
                FrontPages.TODAY);
        assertThat(guessedJunk.value(FrontFields.GIVEN_NAMES)).isNotEqualTo(java.util.Optional.of("AON SAE IP T"));
    }

    @Test
    void franceNamesInUseAndTheNumbersLabelAreNoSurnameAndNoPartOfTheNumber() {
        // France's 2021 ID card: NOM D'USAGE (a name in use) below NOM, its N° read N: before the number
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "NOM D'USAGE /Alternate name",
                "DURAND",
                "N: 175775H55790");
        assertThat(f.value(FrontFields.SURNAME)).isEmpty();
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("175775H55790");
        assertThat(FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "NOM/Surname", "MARTIN").value(FrontFields.SURNAME))
                .contains("MARTIN");
    }

    @Test
    void switzerlandsLabelsInFiveLanguagesApartByDotsAreOneLabelAndTheNameSetWideIsPrinted() {
        // Switzerland's 2023 ID card: Name · Nom · Cognome · Num · Surname above the surname, in a font set wide
        // that the OCR parts (Schweizer Sample read Schwei zer Sample)
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Name · Nom · Cognome · Num · Surname",
                "Schwei zer Sample",
                "Vorname(n) · Prenom(s) · Nome(i) · Prenum(s) · Given name(s)",
                "Hel vet i a");
        assertThat(f.value(FrontFields.SURNAME)).hasValueSatisfying(v -> assertThat(v).startsWith("SCHWEI"));
        assertThat(f.value(FrontFields.GIVEN_NAMES)).hasValueSatisfying(v -> assertThat(v).startsWith("HEL"));
        // what it parts is printed still: no contradiction; another name is one
        assertThat(f.contradiction(FrontFields.SURNAME, "Schweizer Sample", DateOrder.DAY_MONTH_YEAR)).isEmpty();
        assertThat(f.contradiction(FrontFields.GIVEN_NAMES, "Helvetia", DateOrder.DAY_MONTH_YEAR)).isEmpty();
        assertThat(f.contradiction(FrontFields.SURNAME, "Morgenstern", DateOrder.DAY_MONTH_YEAR)).isPresent();
    }

    @Test
    void aDateWhoseFieldIsGuessedNeverContradictsAndFrancesNeELeLabelsTheBirthDate() {
        // Germany's provisional ID: its birth date not read, the issue and expiry dates unlabelled
        FrontFields provisional = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "MUSTERMANN", "02.11.2010 01.02.2011");
        assertThat(provisional.contradiction(FrontFields.DATE_OF_BIRTH, "1964-08-12", DateOrder.DAY_MONTH_YEAR))
                .isEmpty();
        // France's 1994 ID card prints its birth date after Ne(e) le:
        FrontFields france = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "Sexe: F Ne(e) le: 06.12.1965");
        assertThat(france.value(FrontFields.DATE_OF_BIRTH)).contains("1965-12-06");
        assertThat(france.contradiction(FrontFields.DATE_OF_BIRTH, "1958-12-06", DateOrder.DAY_MONTH_YEAR))
                .isPresent();
    }

    @Test
    void germanysMarkedSurnameBelowTheBirthNamesLabelAndIcaosIdentifiers() {
        // Germany's 2021 ID card: [a] and [b] label the surname and the birth name, their values further below
        FrontFields germany = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "[a] Name/Surname/Nom",
                "[b] Geburtsname/Name at birth/Nom de naissance",
                "",
                "[a ] MUSTERMANN",
                "[b] GABLER");
        assertThat(germany.value(FrontFields.SURNAME)).contains("MUSTERMANN");
        // ICAO's specimen cards name the two names primary and secondary identifiers
        FrontFields utopia = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Primary identifier/ Identifiant primaire", "ERIKSSON",
                "Secondary identifier/ Identifiant secondaire", "ANNA MARIA");
        assertThat(utopia.value(FrontFields.SURNAME)).contains("ERIKSSON");
        assertThat(utopia.value(FrontFields.GIVEN_NAMES)).contains("ANNA MARIA");
    }

    @Test
    void anotherLanguagesLabelIsNoNameAndLabelsApartByDashesAreOne() {
        // Belgium's Naam / Name above Anna: Name is a label, not the surname
        FrontFields belgium = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Naam / Name", "Anna", "Voornamen / Given names", "Specimen");
        assertThat(belgium.value(FrontFields.SURNAME)).contains("ANNA");
        assertThat(belgium.value(FrontFields.GIVEN_NAMES)).contains("SPECIMEN");
        // France's NOM / Surname read NOM /. Sumame.
        assertThat(FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "NOM /. Sumame.", "MARTIN").value(FrontFields.SURNAME))
                .contains("MARTIN");
        // Liechtenstein's VORNAME(N) - FIRST NAME(S) and GEBURTSDATUM - DATE OF BIRTH: labels, never names
        FrontFields liechtenstein = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "NAME . NAME", "OSPELT-BECK",
                "VORNAME(N] - FIRST NAME(S)", "Marisa", "GEBURTSDATUM - DATE OF BIRTH", "12.05.1982");
        assertThat(liechtenstein.value(FrontFields.GIVEN_NAMES)).contains("MARISA");
        assertThat(liechtenstein.value(FrontFields.SURNAME)).isNotEqualTo(java.util.Optional.of("BIRTH"));
        assertThat(liechtenstein.value(FrontFields.DATE_OF_BIRTH)).contains("1982-05-12");
    }

    @Test
    void aNumericDatesDayReadAsTwoWordsIsOneDay() {
        // Germany's 12.08.1983 read 1 2 .08. 1983 under Geburtstag/Date of birth
        java.util.List<PrintedWord> words = java.util.List.of(new PrintedWord("Geburtstag/Date", 99, 366, 262, 470, 276),
                new PrintedWord("of", 99, 480, 262, 494, 276), new PrintedWord("birth/", 99, 497, 262, 540, 276),
                new PrintedWord("1", 100, 371, 290, 379, 306), new PrintedWord("2", 100, 386, 290, 398, 306),
                new PrintedWord(".08.", 100, 406, 290, 460, 306), new PrintedWord("1983", 100, 472, 290, 520, 306));
        FrontFields f = LicenceFront.parse(java.util.List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1983-08-12");
    }

    @Test
    void aDateWhoseSeparatorAfterTheDayWasLostIsOneDate() {
        // Slovenia's 28.06.1985 read 28 06.1985, a space where the dot was, under Datum rojstva/Date of birth
        java.util.List<PrintedWord> words = java.util.List.of(new PrintedWord("Datum", 84, 702, 288, 740, 317),
                new PrintedWord("rojstva/Date", 72, 746, 288, 830, 317), new PrintedWord("28", 100, 708, 320, 732, 346),
                new PrintedWord("06.1985", 100, 753, 320, 862, 346));
        FrontFields f = LicenceFront.parse(java.util.List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1985-06-28");
        assertThat(f.field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence()).isGreaterThan(FrontFields.CONTRADICTS);
    }
}
