package dev.avs.reference;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The document types of the KYCAID contract and what each one is: the one place that says which are identity
 * documents, which have a back side, which carry an MRZ and a portrait, and which hosted-form step takes them.
 * Stored and sent as their names.
 */
public enum DocumentType {
    PASSPORT(Purpose.IDENTITY, false, true, "P"),
    GOVERNMENT_ID(Purpose.IDENTITY, true, true, "I", "A", "C"),
    /**
     * Not read for an MRZ (licences have none); US and Canadian ones for their AAMVA barcode
     * ({@link #readForBarcode}).
     */
    DRIVERS_LICENSE(Purpose.IDENTITY, true, false),
    /** Read for an MRZ too, but internal passports often have none. */
    DOMESTIC_PASSPORT(Purpose.IDENTITY, false, false, "P"),
    FOREIGN_CITIZEN_PASSPORT(Purpose.IDENTITY, false, true, "P"),
    PERMANENT_RESIDENCE_PERMIT(Purpose.IDENTITY, true, true, "I", "A", "C"),
    REFUGEE_CARD(Purpose.IDENTITY, true, true, "I", "A", "C"),
    SELFIE_IMAGE(Purpose.SELFIE, false, false),
    /** A selfie video (WebM, MP4 or AVI, a few seconds of the applicant's face): the VIDEO check. */
    SELFIE_VIDEO(Purpose.VIDEO, false, false),
    ADDRESS_DOCUMENT(Purpose.ADDRESS_PROOF, false, false),
    REGISTRATION_COMPANY(Purpose.COMPANY, false, false),
    COMPANY_LEGAL_ADDRESS(Purpose.COMPANY, false, false),
    COMPANY_OWNERSHIP(Purpose.COMPANY, false, false),
    AUTHORISED_PERSON(Purpose.COMPANY, false, false),
    /** Proof of funds (a payslip, a tax return, an investment statement): the FINANCIAL check. */
    FINANCIAL_DOCUMENT(Purpose.FINANCIAL, false, false),
    TAX_ID_NUMBER(Purpose.OTHER, false, false),
    /** A payment card: only its masked number is kept (first six and last four digits). The FINANCIAL check. */
    CREDIT_CARD(Purpose.FINANCIAL, false, false),
    /** A bank statement (PDF or a photo of one): the FINANCIAL check. */
    BANK_STATEMENT(Purpose.FINANCIAL, false, false);

    /** What a document of a type is for: the check that judges it and the form step that collects it. */
    public enum Purpose {
        /** A government identity document: the DOCUMENT check, the form's DOCUMENT step. */
        IDENTITY,
        /** The FACIAL check's selfie, the form's SELFIE step. */
        SELFIE,
        /** The VIDEO check's selfie video, sent through the API. */
        VIDEO,
        /** Proof of address: the ADDRESS check, the form's ADDRESS step. */
        ADDRESS_PROOF,
        /** A company's papers: the COMPANY check, the form's DOCUMENT step of a company. */
        COMPANY,
        /** Proof of funds and payment cards: the FINANCIAL check, sent through the API. */
        FINANCIAL,
        /** Accepted through the API; no check judges it and the hosted form does not ask for it. */
        OTHER
    }

    /** Where AAMVA's members issue cards: the US with its territories, and Canada (ISO 3166-1 alpha-2). */
    private static final Set<String> AAMVA_COUNTRIES = Set.of("US", "CA", "PR", "GU", "VI", "AS", "MP");

    private static final Set<String> NAMES = Arrays.stream(values()).map(Enum::name)
            .collect(Collectors.toCollection(LinkedHashSet::new));

    private final Purpose purpose;
    private final boolean twoSided;
    private final boolean mrzExpected;
    private final Set<String> mrzCategories;

    DocumentType(Purpose purpose, boolean twoSided, boolean mrzExpected, String... mrzCategories) {
        this.purpose = purpose;
        this.twoSided = twoSided;
        this.mrzExpected = mrzExpected;
        this.mrzCategories = Set.of(mrzCategories);
    }

    /** The type of this exact name (as stored and sent); empty for null or any other text. */
    public static Optional<DocumentType> of(String name) {
        return name != null && NAMES.contains(name) ? Optional.of(valueOf(name)) : Optional.empty();
    }

    /** The types for a purpose, in the contract's order. */
    public static List<DocumentType> of(Purpose purpose) {
        return Arrays.stream(values()).filter(t -> t.purpose == purpose).toList();
    }

    /** The type in words, as a sentence names it: {@code government id}. */
    public String label() {
        return name().replace('_', ' ').toLowerCase(Locale.ROOT);
    }

    public Purpose purpose() {
        return purpose;
    }

    public boolean identity() {
        return purpose == Purpose.IDENTITY;
    }

    /** An identity card whose back side must be shown too. */
    public boolean twoSided() {
        return twoSided;
    }

    /**
     * Whether its MRZ is on the back: a card's is (ICAO 9303 cards print it there), a passport's is on its data
     * page.
     */
    public boolean mrzOnBack() {
        return twoSided;
    }

    /** A picture of the applicant's face taken for the FACIAL check: a selfie photo or a selfie video. */
    public boolean selfie() {
        return purpose == Purpose.SELFIE || purpose == Purpose.VIDEO;
    }

    /**
     * A statement of funds read for its text and date (a bank statement, a financial document): what the form's
     * FINANCIAL step collects. A card is not: its number is typed.
     */
    public boolean fundsStatement() {
        return purpose == Purpose.FINANCIAL && this != CREDIT_CARD;
    }

    /**
     * At most one current document of this type per applicant (its payment card), held by the database's
     * {@code current_key}.
     */
    public boolean onePerApplicant() {
        return this == CREDIT_CARD;
    }

    /**
     * Whether its photos are read for a machine-readable zone: every identity document but a driving licence (no
     * licence format has one), whether or not one is expected ({@link #mrzExpected()}). A US or Canadian ID card
     * whose AAMVA barcode was read is not ({@link #readForBarcode}): it has none either.
     */
    public boolean readForMrz() {
        return identity() && this != DRIVERS_LICENSE;
    }

    /**
     * Whether its photos are read for the PDF417 barcode of the AAMVA DL/ID standard, which US and Canadian
     * driving licences and ID cards carry on their back: a licence or a government ID issued there (or by an
     * undeclared country). One whose barcode is read is not searched for an MRZ.
     */
    public boolean readForBarcode(String issuingCountry) {
        return (this == DRIVERS_LICENSE || this == GOVERNMENT_ID)
                && (issuingCountry == null || AAMVA_COUNTRIES.contains(issuingCountry));
    }

    /**
     * Whether its front is read for the fields it prints (a card without an MRZ): every driving licence, and a
     * government ID of the AAMVA countries (US and Canadian ID cards have no MRZ; other countries' do).
     */
    public boolean readForFront(String issuingCountry) {
        return this == DRIVERS_LICENSE
                || this == GOVERNMENT_ID && issuingCountry != null && AAMVA_COUNTRIES.contains(issuingCountry);
    }

    /**
     * Whether its front is read for the fields it prints where no side shows a readable MRZ: another country's
     * government ID, whose MRZ is often on a back not sent (Germany's, Spain's and Croatia's ID cards print their
     * fields, labelled, on the front, their MRZ on the back). Its MRZ is still asked for.
     */
    public boolean readForFrontWithoutMrz(String issuingCountry) {
        return this == GOVERNMENT_ID && !readForFront(issuingCountry);
    }

    /**
     * Issued with an MRZ (ICAO 9303 passports, ID cards, residence permits, refugee travel documents): one whose
     * photos show none readable is MRZ_NOT_READABLE. The default of {@code avs.reading.mrz-types}.
     */
    public boolean mrzExpected() {
        return mrzExpected;
    }

    /**
     * The MRZ document codes' first letters a document of this type may show (ICAO 9303: P passports; I, A, C
     * cards); empty where the MRZ's category is not checked against the declared type.
     */
    public Set<String> mrzCategories() {
        return mrzCategories;
    }

    /** The hosted form's step that collects it, or null when the form does not. */
    public String formStep() {
        return switch (purpose) {
            case IDENTITY, COMPANY -> "DOCUMENT";
            case SELFIE -> "SELFIE";
            case ADDRESS_PROOF -> "ADDRESS";
            // a card's number is typed through the API, not asked for by a page
            case FINANCIAL -> fundsStatement() ? "FINANCIAL" : null;
            case VIDEO, OTHER -> null;
        };
    }
}
