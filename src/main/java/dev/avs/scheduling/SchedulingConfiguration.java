package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.task.OnStartup;
import com.github.kagkarlsson.scheduler.task.Task;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * One db-scheduler for all modules: they declare {@link Task} beans and schedule through {@link Jobs}. The
 * scheduler sees the data source through a transaction-aware proxy, so work scheduled inside a transaction is
 * stored by that transaction and exists exactly when the change that caused it does.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SchedulingProperties.class)
class SchedulingConfiguration {

    @Bean(destroyMethod = "stop")
    Scheduler scheduler(DataSource dataSource, List<Task<?>> tasks, SchedulingProperties properties) {
        // Recurring tasks go in as start tasks only: db-scheduler registers those itself.
        List<Task<?>> startTasks = new ArrayList<>();
        List<Task<?>> others = new ArrayList<>();
        tasks.forEach(task -> (task instanceof OnStartup ? startTasks : others).add(task));
        return Scheduler.create(new TransactionAwareDataSourceProxy(dataSource), others)
                .startTasks(castToStartTasks(startTasks))
                .threads(properties.threads())
                .pollingInterval(properties.pollingInterval())
                .heartbeatInterval(properties.heartbeatInterval())
                .missedHeartbeatsLimit(properties.missedHeartbeatsLimit())
                .shutdownMaxWait(properties.shutdownMaxWait())
                .enableImmediateExecution()
                .alwaysPersistTimestampInUTC()
                .build();
    }

    /** Starts polling once the application is fully up, and only in the server (not for operator commands). */
    @Bean
    SchedulerStarter schedulerStarter(Scheduler scheduler, SchedulingProperties properties) {
        return new SchedulerStarter(scheduler, properties.enabled());
    }

    record SchedulerStarter(Scheduler scheduler, boolean enabled) {
        @EventListener(ApplicationReadyEvent.class)
        public void start() {
            if (enabled) {
                scheduler.start();
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T extends Task<?> & OnStartup> List<T> castToStartTasks(List<Task<?>> tasks) {
        return (List) tasks;
    }
}
