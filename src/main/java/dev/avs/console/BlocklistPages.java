package dev.avs.console;

import dev.avs.blocklist.BlocklistEntry;
import dev.avs.blocklist.BlocklistKind;
import dev.avs.blocklist.Blocklists;
import dev.avs.blocklist.NewBlocklistEntry;
import dev.avs.web.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The account's blocklists in the console (admins only, by the security chain under /console/admin): one kind at
 * a time, add and remove entries. Every change is in the audit trail, without the listed value.
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class BlocklistPages {

    /** Entries shown per page; the API pages through any number. */
    static final int PAGE = 100;

    private final Blocklists blocklists;
    private final ConsoleAudit audit;

    BlocklistPages(Blocklists blocklists, ConsoleAudit audit) {
        this.blocklists = blocklists;
        this.audit = audit;
    }

    @GetMapping("/console/admin/blocklists")
    String first() {
        return "redirect:/console/admin/blocklists/persons";
    }

    @GetMapping("/console/admin/blocklists/{kind}")
    String list(@PathVariable String kind, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        BlocklistKind k = kind(kind);
        List<BlocklistEntry> entries = blocklists.page(me.account(), k, null, null, PAGE);
        model.addAttribute("kind", k.path());
        model.addAttribute("kinds", Arrays.stream(BlocklistKind.values()).map(BlocklistKind::path).toList());
        model.addAttribute("entries", entries);
        model.addAttribute("full", entries.size() == PAGE);
        return "console/blocklists";
    }

    @PostMapping("/console/admin/blocklists/{kind}")
    String add(@PathVariable String kind, @RequestParam Map<String, String> form, HttpServletRequest request,
               RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        BlocklistKind k = kind(kind);
        Map<String, List<String>> fields = new LinkedHashMap<>();
        form.forEach((name, value) -> {
            if (!name.equals("_csrf") && value != null && !value.isBlank()) {
                fields.put(name, new ArrayList<>(List.of(value)));
            }
        });
        try {
            Blocklists.Added added = blocklists.add(me.account(), NewBlocklistEntry.of(k, fields),
                    "console:" + me.userId());
            if (added.created()) {
                audit.record(me, "add_blocklist_entry", "blocklist_" + k.path(), added.entry().entryId(), null,
                        request.getRemoteAddr());
            }
            flash.addFlashAttribute("notice", added.created() ? "Added to the list." : "This is on the list already.");
        } catch (ApiException invalid) {
            flash.addFlashAttribute("problem", "Not added: " + invalid.getMessage());
        }
        return "redirect:/console/admin/blocklists/" + k.path();
    }

    @PostMapping("/console/admin/blocklists/{kind}/{entryId}/remove")
    String remove(@PathVariable String kind, @PathVariable String entryId, HttpServletRequest request,
                  RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        BlocklistKind k = kind(kind);
        if (blocklists.remove(me.account(), k, entryId)) {
            audit.record(me, "remove_blocklist_entry", "blocklist_" + k.path(), entryId, null, request.getRemoteAddr());
            flash.addFlashAttribute("notice", "Removed from the list.");
        } else {
            flash.addFlashAttribute("problem", "No such entry on this list.");
        }
        return "redirect:/console/admin/blocklists/" + k.path();
    }

    private static BlocklistKind kind(String path) {
        return BlocklistKind.of(path).orElseThrow(ApiException::notFound);
    }
}
