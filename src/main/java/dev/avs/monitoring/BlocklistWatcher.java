package dev.avs.monitoring;

import dev.avs.blocklist.BlocklistEntryAdded;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.screening.AccountLists;
import dev.avs.screening.lists.ListType;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * A person or company added to an account's blocklist is screened against that account's monitored subjects, as
 * a new entry of a public list is against everyone's: a run, queued in the adding transaction, that holds the
 * entry's id (the run opens the entry when it screens it; its name is never stored outside the blocklist).
 */
@Component
class BlocklistWatcher {

    private final ListRunRepository runs;
    private final MonitoredSubjectRepository subjects;
    private final MonitoringProperties properties;
    private final Jobs jobs;
    private final JsonMapper json;
    private final Clock clock;

    BlocklistWatcher(ListRunRepository runs, MonitoredSubjectRepository subjects, MonitoringProperties properties,
                     Jobs jobs, JsonMapper json, Clock clock) {
        this.runs = runs;
        this.subjects = subjects;
        this.properties = properties;
        this.jobs = jobs;
        this.json = json;
        this.clock = clock;
    }

    @EventListener
    void on(BlocklistEntryAdded added) {
        if (!properties.enabled() || !added.namesSomeone() || !subjects.any()) {
            return;
        }
        Instant now = clock.instant();
        String id = Ids.newId();
        byte[] ids = ListDelta.gzip(json.writeValueAsBytes(List.of(added.entryId())));
        runs.insertRun(id, added.account().value(), AccountLists.NAME, ListType.INTERNAL, null, added.entryId(),
                ListWatcher.DELTA, new ListDelta(List.of(), 1, 0, 0), ids, "queued", now);
        MonitoringRunTask.schedule(jobs, id, now);
    }
}
