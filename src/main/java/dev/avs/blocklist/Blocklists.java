package dev.avs.blocklist;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.screening.AccountLists;
import dev.avs.screening.lists.BirthDate;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListType;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The blocklist module's facade: an account's own lists of persons and companies it will not onboard, document
 * numbers, e-mail addresses and phone numbers. Adding is idempotent (the same value normalised is the same entry);
 * every look-up is scoped to the account. Screening reads the names through {@link AccountLists}; the DOCUMENT and
 * PROFILE checks ask for documents and contacts.
 */
@Service
public class Blocklists implements AccountLists {

    private static final Set<BlocklistKind> NAMES = Set.of(BlocklistKind.PERSONS, BlocklistKind.COMPANIES);

    /** An entry and whether this call added it (false: it was there already). */
    public record Added(BlocklistEntry entry, boolean created) {
    }

    private final BlocklistRepository repository;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;
    private final Clock clock;

    Blocklists(BlocklistRepository repository, ApplicationEventPublisher events, TransactionTemplate transactions,
               Clock clock) {
        this.repository = repository;
        this.events = events;
        this.transactions = transactions;
        this.clock = clock;
    }

    /** Adds the entry unless the same value is on the list already, in which case that one is returned. */
    public Added add(AccountId account, NewBlocklistEntry command, String actor) {
        BlocklistEntry entry = new BlocklistEntry(Ids.newId(), command.kind(), command.name(), command.dob(),
                command.country(), command.documentNumber(), command.issuingCountry(), command.documentType(),
                command.email(), command.phone(), command.note(), actor, clock.instant());
        String key = repository.matchKey(account.value(), entry.kind(), entry.kind().matchValue(entry));
        Optional<BlocklistEntry> existing = repository.findByKey(account.value(), entry.kind(), key);
        if (existing.isPresent()) {
            return new Added(existing.get(), false);
        }
        try {
            transactions.executeWithoutResult(status -> {
                repository.insert(account.value(), entry);
                events.publishEvent(new BlocklistEntryAdded(account, entry.entryId(), entry.kind()));
            });
            return new Added(entry, true);
        } catch (DuplicateKeyException addedAtTheSameMoment) {
            return new Added(repository.findByKey(account.value(), entry.kind(), key).orElseThrow(), false);
        }
    }

    public Optional<BlocklistEntry> find(AccountId account, BlocklistKind kind, String entryId) {
        if (!Ids.isWellFormed(entryId)) {
            return Optional.empty();
        }
        return repository.find(account.value(), entryId).filter(e -> e.kind() == kind);
    }

    /** A page of one kind, oldest first, after the entry at {@code after} (null for the first page). */
    public List<BlocklistEntry> page(AccountId account, BlocklistKind kind, java.time.Instant afterAt, String afterId,
                                     int limit) {
        return repository.page(account.value(), kind, afterAt, afterId, limit);
    }

    public boolean remove(AccountId account, BlocklistKind kind, String entryId) {
        return find(account, kind, entryId).map(e -> repository.delete(account.value(), e.entryId())).orElse(false);
    }

    /** The entry listing this document number of this issuing country, if any. */
    public Optional<BlocklistEntry> document(AccountId account, String number, String issuingCountry) {
        if (number == null || issuingCountry == null || number.isBlank()) {
            return Optional.empty();
        }
        String key = repository.matchKey(account.value(), BlocklistKind.DOCUMENTS,
                BlocklistKind.documentValue(number, issuingCountry));
        return repository.findByKey(account.value(), BlocklistKind.DOCUMENTS, key);
    }

    /** The entry listing this e-mail address, if any. */
    public Optional<BlocklistEntry> email(AccountId account, String email) {
        if (email == null || email.isBlank()) {
            return Optional.empty();
        }
        return repository.findByKey(account.value(), BlocklistKind.EMAILS, repository.matchKey(account.value(),
                BlocklistKind.EMAILS, BlocklistKind.emailValue(email)));
    }

    /** The entry listing this phone number (E.164, as applicants' phones are stored), if any. */
    public Optional<BlocklistEntry> phone(AccountId account, String phone) {
        if (phone == null || phone.isBlank()) {
            return Optional.empty();
        }
        return repository.findByKey(account.value(), BlocklistKind.PHONES,
                repository.matchKey(account.value(), BlocklistKind.PHONES, phone));
    }

    @Override
    public String version(AccountId account) {
        return repository.version(account.value(), NAMES);
    }

    @Override
    public List<ListEntry> entries(AccountId account) {
        return repository.all(account.value(), NAMES).stream().map(Blocklists::listEntry).toList();
    }

    @Override
    public List<ListEntry> entries(AccountId account, Collection<String> entryIds) {
        return repository.byIds(account.value(), entryIds).stream().filter(e -> NAMES.contains(e.kind()))
                .map(Blocklists::listEntry).toList();
    }

    /** A person or company entry as the matcher reads list entries: its name, birth date and country. */
    private static ListEntry listEntry(BlocklistEntry e) {
        boolean person = e.kind() == BlocklistKind.PERSONS;
        List<BirthDate> dates = e.dob() == null ? List.of() : List.of(BirthDate.day(e.dob(), e.dob().toString()));
        return new ListEntry(e.entryId(), person ? ListEntry.EntryType.PERSON : ListEntry.EntryType.ORGANIZATION,
                e.name(), List.of(), dates, person && e.country() != null ? Set.of(e.country()) : Set.of(), List.of(),
                List.of(), List.of(), List.of(), ListType.INTERNAL);
    }
}
