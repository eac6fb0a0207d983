package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.task.OnStartup;
import com.github.kagkarlsson.scheduler.task.Task;
import dev.avs.persistence.DatabaseAvailability;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.stereotype.Component;

/**
 * The work queue and the callback queue. They are built once every bean exists, from every {@link Task} bean:
 * a task's handler may use a service that schedules work itself, so a queue built when its tasks are injected
 * would need itself (a module would then look its service up late to break the loop). Registered as the beans
 * {@code scheduler} and {@code callbackScheduler}; polling starts once the application is up (only in the server,
 * not for operator commands) and stops when the context closes, before any bean a running task uses is destroyed.
 * While the database cannot be reached they rest: a poll could only fail, and log its failure with a stack trace.
 */
@Component
class Queues implements SmartInitializingSingleton {

    static final String WORK_TABLE = "scheduled_tasks";
    static final String CALLBACK_TABLE = "callback_tasks";
    /**
     * This node in the queues' {@code picked_by} column: the host name and the process id, since several nodes
     * (or a node and its replacement) may share a host.
     */
    static final String NODE = hostName() + "#" + ProcessHandle.current().pid();

    private final ConfigurableListableBeanFactory beans;
    private final DataSource dataSource;
    private final SchedulingProperties properties;
    private volatile Scheduler work;
    private volatile Scheduler callbacks;

    Queues(ConfigurableListableBeanFactory beans, DataSource dataSource, SchedulingProperties properties) {
        this.beans = beans;
        this.dataSource = dataSource;
        this.properties = properties;
    }

    @Override
    public void afterSingletonsInstantiated() {
        List<Task<?>> tasks = new ArrayList<>();
        beans.getBeansOfType(Task.class).values().forEach(tasks::add);
        work = build(dataSource, WORK_TABLE, tasks.stream().filter(t -> !Jobs.isCallbackTask(t.getName())).toList(),
                properties.threads(), properties);
        callbacks = build(dataSource, CALLBACK_TABLE,
                tasks.stream().filter(t -> Jobs.isCallbackTask(t.getName())).toList(), properties.callbackThreads(),
                properties);
        beans.registerSingleton("scheduler", work);
        beans.registerSingleton("callbackScheduler", callbacks);
    }

    Scheduler work() {
        return built(work);
    }

    Scheduler callbacks() {
        return built(callbacks);
    }

    private static Scheduler built(Scheduler scheduler) {
        if (scheduler == null) {
            throw new IllegalStateException("The job queues are built once every bean exists");
        }
        return scheduler;
    }

    @EventListener(ApplicationReadyEvent.class)
    void start() {
        if (properties.enabled()) {
            work().start();
            callbacks().start();
        }
    }

    @EventListener
    void on(DatabaseAvailability database) {
        if (work == null) {
            return;
        }
        for (Scheduler queue : List.of(work, callbacks)) {
            if (database.available()) {
                queue.resume();
                queue.triggerCheckForDueExecutions();
            } else {
                queue.pause();
            }
        }
    }

    @EventListener(ContextClosedEvent.class)
    void stop() {
        if (work != null) {
            work.stop();
            callbacks.stop();
        }
    }

    private static Scheduler build(DataSource dataSource, String table, List<Task<?>> tasks, int threads,
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
