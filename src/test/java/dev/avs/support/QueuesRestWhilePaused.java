package dev.avs.support;

import com.github.kagkarlsson.scheduler.Scheduler;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.ContextPausedEvent;
import org.springframework.context.event.ContextRestartedEvent;
import org.springframework.context.event.EventListener;

/**
 * The job queues of a cached test context rest while Spring keeps the context paused. Spring pauses a cached
 * context when a test class takes another one (its lifecycle beans stop until a test uses it again), but the
 * service's queues start once the application is ready, not as lifecycle beans: every context of the run would go
 * on polling its database, up to ten times a second, until the run ends (23 ms of a core a second for an idle
 * context at a 100 ms polling interval, 8 ms at 1 s). Nor does a paused context, with its own settings, take the
 * work of the test in progress from a database they share.
 */
@TestConfiguration(proxyBeanMethods = false)
public class QueuesRestWhilePaused {

    @Bean
    static Listener queuesRestWhilePaused() {
        return new Listener();
    }

    static final class Listener {

        @EventListener
        void paused(ContextPausedEvent event) {
            queues(event.getApplicationContext()).forEach(Scheduler::pause);
        }

        @EventListener
        void restarted(ContextRestartedEvent event) {
            queues(event.getApplicationContext()).forEach(queue -> {
                queue.resume();
                queue.triggerCheckForDueExecutions();
            });
        }

        private static java.util.Collection<Scheduler> queues(ApplicationContext context) {
            return context.getBeansOfType(Scheduler.class).values();
        }
    }
}
