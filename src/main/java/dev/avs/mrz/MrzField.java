package dev.avs.mrz;

/** The MRZ fields a check digit protects or a problem is reported on. */
public enum MrzField {
    DOCUMENT_CODE,
    ISSUING_STATE,
    NAME,
    DOCUMENT_NUMBER,
    NATIONALITY,
    BIRTH_DATE,
    SEX,
    EXPIRY_DATE,
    /** The optional data (TD3: the personal number, which has its own check digit). */
    OPTIONAL_DATA,
    /** The composite check digit over several fields of the lower line(s). */
    COMPOSITE
}
