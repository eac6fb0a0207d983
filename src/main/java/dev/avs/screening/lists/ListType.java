package dev.avs.screening.lists;

import dev.avs.verification.Result;
import java.util.Locale;
import org.springframework.modulith.NamedInterface;

/**
 * What being on a list means, and what the AML check says when a subject matches an entry of that type: a
 * match at or above the strong threshold that nothing contradicts gives {@link #strongCode}, any other match
 * {@link #possibleCode}. The results are the defaults; the policy may change them per type.
 */
@NamedInterface("lists")
public enum ListType {
    SANCTIONS("sanctions", "SANCTIONS_MATCH", "POSSIBLE_SANCTIONS_MATCH", Result.FAIL,
            "matches a sanctions list entry", "may match a sanctions list entry"),
    PEP("pep", "PEP_MATCH", "POSSIBLE_PEP_MATCH", Result.CONSIDER,
            "is a politically exposed person", "may be a politically exposed person"),
    CRIME("crime", "CRIME_LIST_MATCH", "POSSIBLE_CRIME_LIST_MATCH", Result.CONSIDER,
            "matches an entry of a list of crimes or wanted persons",
            "may match an entry of a list of crimes or wanted persons"),
    DEBARMENT("debarment", "DEBARMENT_MATCH", "POSSIBLE_DEBARMENT_MATCH", Result.CONSIDER,
            "matches a debarment list entry", "may match a debarment list entry"),
    INTERNAL("internal", "INTERNAL_LIST_MATCH", "POSSIBLE_INTERNAL_LIST_MATCH", Result.FAIL,
            "matches an entry of the account's own blocklist", "may match an entry of the account's own blocklist");

    private final String id;
    private final String strongCode;
    private final String possibleCode;
    private final Result strongResult;
    private final String strongText;
    private final String possibleText;

    ListType(String id, String strongCode, String possibleCode, Result strongResult, String strongText,
             String possibleText) {
        this.id = id;
        this.strongCode = strongCode;
        this.possibleCode = possibleCode;
        this.strongResult = strongResult;
        this.strongText = strongText;
        this.possibleText = possibleText;
    }

    /** The name in configuration, the API and the policy ({@code sanctions}, {@code pep}, ...). */
    public String id() {
        return id;
    }

    public String strongCode() {
        return strongCode;
    }

    public String possibleCode() {
        return possibleCode;
    }

    /** The strong match's result unless the policy says otherwise; a possible match is always for a person. */
    public Result defaultStrongResult() {
        return strongResult;
    }

    /** How a reason's message says it: "The applicant " + this. */
    public String describe(boolean strong) {
        return strong ? strongText : possibleText;
    }

    /** The type of an id as configured ({@code sanction} is accepted for {@code sanctions}), or null. */
    public static ListType of(String id) {
        if (id == null) {
            return null;
        }
        String key = id.strip().toLowerCase(Locale.ROOT);
        if (key.equals("sanction")) {
            return SANCTIONS;
        }
        for (ListType type : values()) {
            if (type.id.equals(key)) {
                return type;
            }
        }
        return null;
    }
}
