package dev.avs.screening;

import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.lists.SourceFiles;
import dev.avs.screening.matching.ScreeningIndex;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lists this node has loaded and the index over them. {@link #refresh()} reads every source; a source that
 * fails or comes back empty keeps its previous version and records the error, never an empty list. When any
 * source changed, a new index is built beside the old one and swapped in with one reference write, so a search
 * sees either the old index or the new one.
 */
public class ScreeningLists {

    /** Where each loaded version is recorded. */
    interface VersionLog {
        void record(String source, ListFormat format, int entries, String sha256, Instant loadedAt);
    }

    /** Reads one source: the service reads files and URLs, tests substitute their own. */
    interface Reader {
        Loaded read(ScreeningProperties.Source source) throws Exception;
    }

    record Loaded(List<ListEntry> entries, String sha256) {
    }

    private static final Logger log = LoggerFactory.getLogger(ScreeningLists.class);

    private record State(List<ListEntry> entries, String sha256, Instant loadedAt, Instant lastAttemptAt,
                         String lastError) {
        static final State NONE = new State(null, null, null, null, null);
    }

    private record Snapshot(ScreeningIndex index, Map<String, State> states) {
    }

    private final List<ScreeningProperties.Source> sources;
    private final Reader reader;
    private final VersionLog versions;
    private final java.util.function.Consumer<ListsRefreshed> refreshed;
    private final Clock clock;
    private final Duration refreshInterval;
    private final AtomicReference<Snapshot> current;
    private final Object refreshing = new Object();

    ScreeningLists(List<ScreeningProperties.Source> sources, Reader reader, VersionLog versions, Clock clock) {
        this(sources, reader, versions, refreshed -> { }, clock, Duration.ofHours(6));
    }

    /** @param refreshed told after every refresh what is loaded now (ongoing monitoring listens) */
    ScreeningLists(List<ScreeningProperties.Source> sources, Reader reader, VersionLog versions,
                   java.util.function.Consumer<ListsRefreshed> refreshed, Clock clock, Duration refreshInterval) {
        this.refreshInterval = refreshInterval;
        this.sources = List.copyOf(sources);
        this.reader = reader;
        this.versions = versions;
        this.refreshed = refreshed;
        this.clock = clock;
        Map<String, State> states = new LinkedHashMap<>();
        sources.forEach(s -> states.put(s.name(), State.NONE));
        this.current = new AtomicReference<>(new Snapshot(null, Map.copyOf(states)));
    }

    /** The service's reader: local paths relative to the working directory, or http(s) URLs. */
    static Reader filesAndUrls(Duration timeout) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NORMAL).build();
        return source -> {
            SourceFiles files = new SourceFiles(source.location(), http, timeout);
            List<ListEntry> entries = source.format().read(files);
            return new Loaded(entries, files.sha256());
        };
    }

    /** Reloads every source; runs one at a time on the refresh thread (and in tests). */
    void refresh() {
        refreshAll(source -> true);
        tellListeners();
    }

    /**
     * Reloads the sources whose interval has passed since their last attempt (or the retry interval, after a
     * failure), and says how long until the next one is due: each source keeps its own schedule.
     */
    Duration refreshDue(Duration retry) {
        Instant now = clock.instant();
        java.util.Set<String> due = new java.util.HashSet<>();
        Map<String, State> states = current.get().states();
        for (ScreeningProperties.Source source : sources) {
            if (!next(source, states.getOrDefault(source.name(), State.NONE), retry).isAfter(now)) {
                due.add(source.name());
            }
        }
        if (!due.isEmpty()) {
            refreshAll(source -> due.contains(source.name()));
            tellListeners();
        }
        Instant soonest = null;
        Map<String, State> after = current.get().states();
        for (ScreeningProperties.Source source : sources) {
            Instant next = next(source, after.getOrDefault(source.name(), State.NONE), retry);
            soonest = soonest == null || next.isBefore(soonest) ? next : soonest;
        }
        return soonest == null ? refreshInterval : Duration.between(clock.instant(), soonest);
    }

    private Instant next(ScreeningProperties.Source source, State state, Duration retry) {
        if (state.lastAttemptAt() == null) {
            return Instant.MIN;
        }
        Duration interval = interval(source);
        Duration wait = state.lastError() != null && retry.compareTo(interval) < 0 ? retry : interval;
        return state.lastAttemptAt().plus(wait);
    }

    private Duration interval(ScreeningProperties.Source source) {
        return source.refreshInterval() != null ? source.refreshInterval() : refreshInterval;
    }

    private void tellListeners() {
        Snapshot snapshot = current.get();
        List<ListsRefreshed.LoadedList> loaded = new ArrayList<>();
        for (ScreeningProperties.Source source : sources) {
            State state = snapshot.states().get(source.name());
            if (state != null && state.entries() != null) {
                loaded.add(new ListsRefreshed.LoadedList(source.name(), source.listType(), state.sha256(), state.entries()));
            }
        }
        if (loaded.isEmpty()) {
            return;
        }
        try {
            refreshed.accept(new ListsRefreshed(loaded));
        } catch (RuntimeException e) {
            // the lists are in use either way; the listener sees them again after the next refresh
            log.warn("A listener of the screening lists failed: {}", e.toString());
        }
    }

    /** Whether the last attempt of any source failed. */
    boolean anyFailed() {
        return current.get().states().values().stream().anyMatch(state -> state.lastError() != null);
    }

    private void refreshAll(java.util.function.Predicate<ScreeningProperties.Source> which) {
        synchronized (refreshing) {
            Snapshot before = current.get();
            Map<String, State> states = new LinkedHashMap<>(before.states());
            boolean changed = false;
            for (ScreeningProperties.Source source : sources) {
                if (!which.test(source)) {
                    continue;
                }
                State previous = states.getOrDefault(source.name(), State.NONE);
                Instant attempt = clock.instant();
                State next;
                try {
                    Loaded loaded = reader.read(source);
                    if (loaded.entries().isEmpty()) {
                        throw new IllegalStateException("The source has no entries");
                    }
                    next = new State(loaded.entries(), loaded.sha256(), clock.instant(), attempt, null);
                    changed |= !loaded.sha256().equals(previous.sha256());
                    recordVersion(source, loaded, next.loadedAt());
                    if (previous.lastError() != null || !loaded.sha256().equals(previous.sha256())) {
                        log.info("Screening list {} loaded: {} entries, sha256 {}", source.name(),
                                loaded.entries().size(), loaded.sha256());
                    }
                } catch (Exception e) {
                    String error = describe(e);
                    next = new State(previous.entries(), previous.sha256(), previous.loadedAt(), attempt, error);
                    // one line per new problem, not one per attempt
                    if (!error.equals(previous.lastError())) {
                        log.warn("Screening list {} not refreshed{}: {}", source.name(),
                                previous.entries() == null ? " (nothing loaded yet)" : " (previous version kept)",
                                error);
                    }
                }
                states.put(source.name(), next);
            }
            ScreeningIndex index = before.index();
            if (changed) {
                List<ScreeningIndex.ListData> lists = new ArrayList<>();
                for (ScreeningProperties.Source source : sources) {
                    State state = states.get(source.name());
                    if (state.entries() != null) {
                        lists.add(new ScreeningIndex.ListData(source.name(), source.listType(), state.entries()));
                    }
                }
                index = ScreeningIndex.build(lists);
            }
            current.set(new Snapshot(index, Map.copyOf(states)));
        }
    }

    private void recordVersion(ScreeningProperties.Source source, Loaded loaded, Instant loadedAt) {
        try {
            versions.record(source.name(), source.format(), loaded.entries().size(), loaded.sha256(), loadedAt);
        } catch (RuntimeException e) {
            // the list is in use either way; the audit row is written on the next refresh
            log.warn("Screening list {} loaded but its version was not recorded: {}", source.name(), e.toString());
        }
    }

    private static String describe(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            message = "File not found: " + message;
        }
        return message.length() > 500 ? message.substring(0, 500) : message;
    }

    /** The current index, or null while no list has been loaded. */
    ScreeningIndex index() {
        return current.get().index();
    }

    List<ListStatus> statuses() {
        Snapshot snapshot = current.get();
        List<ListStatus> out = new ArrayList<>();
        for (ScreeningProperties.Source source : sources) {
            State state = snapshot.states().getOrDefault(source.name(), State.NONE);
            String status = state.lastAttemptAt() == null ? "not_loaded" : state.lastError() == null ? "loaded" : "failed";
            out.add(new ListStatus(source.name(), source.format().id(), safeLocation(source.location()), source.listType(),
                    status, state.entries() == null ? null : state.entries().size(), state.sha256(), state.loadedAt(),
                    state.lastAttemptAt(), state.lastError(), interval(source)));
        }
        return out;
    }

    /** The most recent successful load of any source, or null. */
    Instant newestLoad() {
        return current.get().states().values().stream().map(State::loadedAt).filter(java.util.Objects::nonNull)
                .max(Instant::compareTo).orElse(null);
    }

    /** A URL without user info or query (where credentials would sit); a path as configured. */
    static String safeLocation(String location) {
        if (!SourceFiles.isUrl(location)) {
            return location;
        }
        try {
            URI uri = URI.create(location.strip());
            return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getPath(), null, null).toString();
        } catch (Exception e) {
            return "(unreadable URL)";
        }
    }
}
