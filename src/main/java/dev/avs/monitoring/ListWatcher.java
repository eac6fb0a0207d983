package dev.avs.monitoring;

import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.ListsRefreshed;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns a node's list refresh into work for the cluster, once per list version: under a lock on the source's state
 * row it compares the version with the one the cluster last screened against and, for a new one, stores the new
 * and changed entries as a run and queues its screening, in one transaction. Every node does this after every
 * refresh; only the first to bring a version finds anything to do, so two nodes refreshing the same version
 * produce one run, and a node that failed to record a version (its database call failed) records it on its next
 * refresh.
 */
@Component
class ListWatcher {

    private static final Logger log = LoggerFactory.getLogger(ListWatcher.class);

    static final String BASELINE = "baseline";
    static final String DELTA = "delta";
    static final String FULL = "full";

    private final ListRunRepository runs;
    private final MonitoredSubjectRepository subjects;
    private final MonitoringProperties properties;
    private final TransactionTemplate transactions;
    private final Jobs jobs;
    private final JsonMapper json;
    private final Clock clock;

    ListWatcher(ListRunRepository runs, MonitoredSubjectRepository subjects, MonitoringProperties properties,
                TransactionTemplate transactions, Jobs jobs, JsonMapper json, Clock clock) {
        this.runs = runs;
        this.subjects = subjects;
        this.properties = properties;
        this.transactions = transactions;
        this.jobs = jobs;
        this.json = json;
        this.clock = clock;
    }

    @EventListener
    void on(ListsRefreshed refreshed) {
        if (!properties.enabled()) {
            return;
        }
        for (ListsRefreshed.LoadedList list : refreshed.lists()) {
            try {
                transactions.executeWithoutResult(status -> observe(list));
            } catch (DuplicateKeyException firstVersionRecordedByAnotherNode) {
                log.debug("List {} was recorded by another node at the same moment", list.source());
            } catch (RuntimeException e) {
                log.warn("Monitoring could not record list {} (tried again after the next refresh): {}", list.source(),
                        e.toString());
            }
        }
    }

    private void observe(ListsRefreshed.LoadedList list) {
        Instant now = clock.instant();
        Map<String, String> fingerprints;
        ListRunRepository.State state = runs.lock(list.source()).orElse(null);
        if (state == null) {
            fingerprints = ListDelta.fingerprints(list.entries());
            runs.insertState(list.source(), list.sha256(), list.entries().size(), ListDelta.encode(fingerprints), now);
            // a list configured after applicants were monitored is screened whole against them
            boolean anyone = subjects.any();
            ListDelta all = ListDelta.between(Map.of(), fingerprints, list.entries());
            queue(list, null, anyone ? FULL : BASELINE, all, anyone ? list.entries() : List.of(), now);
            return;
        }
        if (state.sha256().equals(list.sha256()) || runs.seen(list.source(), list.sha256())) {
            return;
        }
        fingerprints = ListDelta.fingerprints(list.entries());
        ListDelta delta = ListDelta.between(ListDelta.decode(state.fingerprints()), fingerprints, list.entries());
        runs.updateState(list.source(), list.sha256(), list.entries().size(), ListDelta.encode(fingerprints), now);
        queue(list, state.sha256(), DELTA, delta, delta.toScreen(), now);
        log.info("List {} changed: {} added, {} changed, {} removed", list.source(), delta.added(), delta.changed(),
                delta.removed());
    }

    private void queue(ListsRefreshed.LoadedList list, String fromSha, String kind, ListDelta delta,
                       List<ListEntry> toScreen, Instant now) {
        String id = Ids.newId();
        boolean work = !toScreen.isEmpty();
        byte[] entries = work ? ListDelta.gzip(json.writeValueAsBytes(toScreen)) : new byte[0];
        runs.insertRun(id, null, list.source(), list.type(), fromSha, list.sha256(), kind, delta, entries,
                work ? "queued" : "done", now);
        if (work) {
            MonitoringRunTask.schedule(jobs, id, now);
        }
    }
}
