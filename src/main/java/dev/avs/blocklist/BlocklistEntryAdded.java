package dev.avs.blocklist;

import dev.avs.account.AccountId;

/** Published when an entry is added to an account's blocklist (in the adding transaction), for monitoring. */
public record BlocklistEntryAdded(AccountId account, String entryId, BlocklistKind kind) {

    /** Whether the entry names someone (a person or a company), which monitored subjects are screened against. */
    public boolean namesSomeone() {
        return kind == BlocklistKind.PERSONS || kind == BlocklistKind.COMPANIES;
    }
}
