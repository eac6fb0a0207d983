package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.task.OnStartup;
import com.github.kagkarlsson.scheduler.task.Task;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * Two db-schedulers for all modules ({@link Queues}): they declare {@link Task} beans and schedule through
 * {@link Jobs}. Tasks named
 * with {@link Jobs#CALLBACK_TASK_PREFIX} run on the callback scheduler (table {@code callback_tasks}, workers of
 * their own), every other task on the work scheduler ({@code scheduled_tasks}): deliveries wait on other people's
 * servers, and however slowly those answer, verification runs keep their workers. Both see the data source through
 * a transaction-aware proxy, so work scheduled inside a transaction is stored by that transaction and exists
 * exactly when the change that caused it does.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SchedulingProperties.class)
class SchedulingConfiguration {

    static final String WORK_TABLE = "scheduled_tasks";
    static final String CALLBACK_TABLE = "callback_tasks";
    /**
     * This node in the queues' {@code picked_by} column: the host name and the process id, since several nodes
     * (or a node and its replacement) may share a host.
     */
    static final String NODE = hostName() + "#" + ProcessHandle.current().pid();

    static Scheduler build(DataSource dataSource, String table, List<Task<?>> tasks, int threads,
                                   SchedulingProperties properties) {
        // Recurring tasks go in as start tasks only: db-scheduler registers those itself.
        List<Task<?>> startTasks = new ArrayList<>();
        List<Task<?>> others = new ArrayList<>();
        tasks.forEach(task -> (task instanceof OnStartup ? startTasks : others).add(task));
        return Scheduler.create(new TransactionAwareDataSourceProxy(dataSource), others)
                .tableName(table)
                .schedulerName(new SchedulerName.Fixed(NODE))
                .startTasks(castToStartTasks(startTasks))
                .threads(threads)
                .pollingInterval(properties.pollingInterval())
                .heartbeatInterval(properties.heartbeatInterval())
                .missedHeartbeatsLimit(properties.missedHeartbeatsLimit())
                .shutdownMaxWait(properties.shutdownMaxWait())
                .enableImmediateExecution()
                .alwaysPersistTimestampInUTC()
                .build();
    }

    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.net.UnknownHostException e) {
            return "avs";
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T extends Task<?> & OnStartup> List<T> castToStartTasks(List<Task<?>> tasks) {
        return (List) tasks;
    }
}
