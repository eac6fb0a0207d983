package dev.avs.screening;

import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Wires the lists and their refresh. The index lives in each node's memory, so each node refreshes its own
 * lists on a node-local scheduler (not the cluster-wide task table): a cluster-wide job would refresh one node
 * and leave the others stale. Loading starts in the background once the application is ready, so startup never
 * waits for a download; until the first load completes the lists report "not loaded".
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ScreeningProperties.class)
class ScreeningConfiguration {

    @Bean
    ScreeningLists screeningLists(ScreeningProperties properties, ListVersionRepository versions,
                                  ApplicationEventPublisher events, Clock clock) {
        return new ScreeningLists(properties.sources(), ScreeningLists.filesAndUrls(properties.downloadTimeout()),
                versions, events::publishEvent, clock, properties.refreshInterval());
    }

    @Bean
    ListRefresher screeningListRefresher(ScreeningLists lists, ScreeningProperties properties, Environment env) {
        return new ListRefresher(lists, properties, env.getProperty("avs.cli", Boolean.class, false));
    }

    /** One daemon thread per node that loads at start and then every refresh interval. */
    static final class ListRefresher implements ApplicationListener<ApplicationReadyEvent>, DisposableBean {

        private static final Logger log = LoggerFactory.getLogger(ListRefresher.class);

        private final ScreeningLists lists;
        private final ScreeningProperties properties;
        private final boolean disabled;
        private ScheduledExecutorService scheduler;

        ListRefresher(ScreeningLists lists, ScreeningProperties properties, boolean commandLine) {
            this.lists = lists;
            this.properties = properties;
            this.disabled = commandLine;
        }

        @Override
        public synchronized void onApplicationEvent(ApplicationReadyEvent event) {
            if (disabled || scheduler != null) {
                return;
            }
            scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
                Thread thread = new Thread(runnable, "screening-refresh");
                thread.setDaemon(true);
                return thread;
            });
            scheduler.schedule(this::refresh, 0, TimeUnit.SECONDS);
        }

        /**
         * Refreshes the sources that are due, then schedules the next run for the soonest one: sooner after a source
         * failed, so a blip does not last hours.
         */
        private void refresh() {
            java.time.Duration next = properties.retryInterval();
            try {
                next = lists.refreshDue(properties.retryInterval());
            } catch (RuntimeException | OutOfMemoryError e) {
                log.error("Screening list refresh failed", e);
            } finally {
                synchronized (this) {
                    if (!scheduler.isShutdown()) {
                        scheduler.schedule(this::refresh, Math.max(1, next.toSeconds()), TimeUnit.SECONDS);
                    }
                }
            }
        }

        @Override
        public synchronized void destroy() {
            if (scheduler != null) {
                scheduler.shutdownNow();
            }
        }
    }
}
