package dev.avs.account;

import dev.avs.persistence.Ids;

/** The tenant every resource belongs to. Controllers receive it as a parameter from the authenticated request. */
public record AccountId(String value) implements java.io.Serializable {

    public AccountId {
        if (!Ids.isWellFormed(value)) {
            throw new IllegalArgumentException("An account id is 36 lowercase hex characters");
        }
    }

    @Override
    public String toString() {
        return value;
    }
}
