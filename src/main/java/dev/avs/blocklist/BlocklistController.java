package dev.avs.blocklist;

import dev.avs.web.Problems;
import dev.avs.persistence.Timestamps;
import dev.avs.account.AccountId;
import dev.avs.web.ApiCaller;
import dev.avs.web.ApiException;
import dev.avs.web.Body;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /blocklists/{kind}}: the account's own lists of persons, companies, documents, e-mail addresses and
 * phone numbers. Adding the same value twice answers 200 with the entry already there (201 when it is new).
 */
@RestController
class BlocklistController {

    private final Blocklists blocklists;
    private final Cursors cursors;

    BlocklistController(Blocklists blocklists, Cursors cursors) {
        this.blocklists = blocklists;
        this.cursors = cursors;
    }

    @GetMapping("/blocklists/{kind}")
    Page<Map<String, Object>> list(AccountId account, @PathVariable String kind,
                                   @RequestParam(required = false) String limit,
                                   @RequestParam(required = false) String cursor) {
        BlocklistKind k = kind(kind);
        PageRequest page = cursors.request(limit, cursor);
        List<BlocklistEntry> rows = blocklists.page(account, k, page.after() == null ? null : page.after().at(),
                page.after() == null ? null : page.after().id(), page.limit() + 1);
        Page<BlocklistEntry> found = page.page(rows, e -> new PageRequest.Position(e.createdAt(), e.entryId()));
        return new Page<>(found.items().stream().map(BlocklistController::view).toList(), found.nextCursor());
    }

    @PostMapping("/blocklists/{kind}")
    ResponseEntity<Map<String, Object>> add(AccountId account, ApiCaller caller, @PathVariable String kind,
                                            Body body) {
        BlocklistKind listKind = kind(kind);
        Problems problems = new Problems();
        NewBlocklistEntry entry = NewBlocklistEntry.read(listKind, listKind.fields().read(body, problems), problems);
        Blocklists.Added added = blocklists.add(account, entry, "api_key:" + caller.keyId());
        return ResponseEntity.status(added.created() ? HttpStatus.CREATED : HttpStatus.OK).body(view(added.entry()));
    }

    @GetMapping("/blocklists/{kind}/{entryId}")
    Map<String, Object> get(AccountId account, @PathVariable String kind, @PathVariable String entryId) {
        return view(blocklists.find(account, kind(kind), entryId).orElseThrow(ApiException::notFound));
    }

    @DeleteMapping("/blocklists/{kind}/{entryId}")
    Map<String, Object> remove(AccountId account, @PathVariable String kind, @PathVariable String entryId) {
        if (!blocklists.remove(account, kind(kind), entryId)) {
            throw ApiException.notFound();
        }
        return Map.of("entry_id", entryId, "deleted", true);
    }

    private static BlocklistKind kind(String path) {
        return BlocklistKind.of(path).orElseThrow(() -> ApiException.notFound("kind",
                "Blocklist " + path.replaceAll("[^a-z]", "") + " (persons, companies, documents, emails or phones)"));
    }

    /** An entry as the API shows it: the fields its kind takes, none of another kind's. */
    static Map<String, Object> view(BlocklistEntry e) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("entry_id", e.entryId());
        v.put("kind", e.kind().path());
        switch (e.kind()) {
            case PERSONS -> {
                v.put("name", e.name());
                v.put("dob", e.dob() == null ? null : e.dob().toString());
                v.put("country", e.country());
            }
            case COMPANIES -> {
                v.put("name", e.name());
                v.put("country", e.country());
            }
            case DOCUMENTS -> {
                v.put("document_number", e.documentNumber());
                v.put("issuing_country", e.issuingCountry());
                v.put("document_type", e.documentType());
            }
            case EMAILS -> v.put("email", e.email());
            case PHONES -> v.put("phone", e.phone());
        }
        v.put("note", e.note());
        v.put("created_by", e.createdBy());
        v.put("created_at", Timestamps.format(e.createdAt()));
        return v;
    }
}
