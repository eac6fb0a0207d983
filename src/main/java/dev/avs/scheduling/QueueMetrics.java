package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.task.Task;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The queues' backlog for Prometheus, per queue ({@code work}, {@code callbacks}) and task: jobs due and waiting
 * for a worker ({@code avs_queue_waiting}), jobs running ({@code avs_queue_running}) and how long the oldest
 * waiting job has been due ({@code avs_queue_oldest_wait_seconds}). The same for every node (the queues are the
 * database's); counted at most once per {@link #FRESH} however often they are scraped.
 */
@Component
class QueueMetrics {

    static final Duration FRESH = Duration.ofSeconds(5);

    private record Figures(long waiting, long running, double oldestWaitSeconds) {
    }

    private final JdbcClient jdbc;
    private final Clock clock;
    private volatile Map<String, Figures> latest = Map.of();
    private volatile Instant countedAt = Instant.MIN;

    QueueMetrics(JdbcClient jdbc, List<Task<?>> tasks, MeterRegistry registry, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
        for (Task<?> task : tasks) {
            String name = task.getName();
            String queue = Jobs.isCallbackTask(name) ? "callbacks" : "work";
            Gauge.builder("avs.queue.waiting", this, m -> m.figures(name).waiting())
                    .description("Jobs due and waiting for a worker").tags("queue", queue, "task", name).register(registry);
            Gauge.builder("avs.queue.running", this, m -> m.figures(name).running())
                    .description("Jobs a worker is running").tags("queue", queue, "task", name).register(registry);
            Gauge.builder("avs.queue.oldest.wait", this, m -> m.figures(name).oldestWaitSeconds()).baseUnit("seconds")
                    .description("How long the oldest waiting job has been due").tags("queue", queue, "task", name)
                    .register(registry);
        }
    }

    private Figures figures(String task) {
        Instant now = clock.instant();
        if (countedAt.plus(FRESH).isBefore(now)) {
            synchronized (this) {
                if (countedAt.plus(FRESH).isBefore(now)) {
                    latest = count(now);
                    countedAt = now;
                }
            }
        }
        return latest.getOrDefault(task, new Figures(0, 0, 0));
    }

    private Map<String, Figures> count(Instant now) {
        Map<String, long[]> counts = new HashMap<>();
        Map<String, Double> oldest = new HashMap<>();
        for (String table : List.of(Queues.WORK_TABLE, Queues.CALLBACK_TABLE)) {
            jdbc.sql("SELECT task_name, picked, count(*) AS jobs, min(execution_time) AS first_due FROM " + table
                            + " WHERE execution_time <= ? GROUP BY task_name, picked")
                    .param(OffsetDateTime.ofInstant(now, java.time.ZoneOffset.UTC))
                    .query(rs -> {
                        long[] figures = counts.computeIfAbsent(rs.getString("task_name"), n -> new long[2]);
                        if (rs.getBoolean("picked")) {
                            figures[1] += rs.getLong("jobs");
                        } else {
                            figures[0] += rs.getLong("jobs");
                            Instant due = rs.getObject("first_due", OffsetDateTime.class).toInstant();
                            oldest.put(rs.getString("task_name"), Duration.between(due, now).toMillis() / 1000.0);
                        }
                    });
        }
        Map<String, Figures> out = new HashMap<>();
        counts.forEach((task, f) -> out.put(task, new Figures(f[0], f[1], oldest.getOrDefault(task, 0.0))));
        return out;
    }
}
