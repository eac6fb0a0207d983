package dev.avs.screening;

import dev.avs.screening.lists.ListEntry;
import dev.avs.account.AccountId;
import java.util.Collection;
import java.util.List;

/**
 * The names an account keeps on its own list (its blocklist), screened for that account alone. Implemented by the
 * module that keeps them; screening reads them through this seam so that it never depends on where they live.
 */
public interface AccountLists {

    /** The name under which the account's own list shows in hits and alerts. */
    String NAME = "blocklist";

    /** A value that changes whenever the account's list does, so an index built from it can be kept until then. */
    String version(AccountId account);

    /** The account's person and company entries as list entries of type {@link ListType#INTERNAL}. */
    List<ListEntry> entries(AccountId account);

    /** The entries with these ids (those still on the list), for monitoring what was just added. */
    List<ListEntry> entries(AccountId account, Collection<String> entryIds);
}
