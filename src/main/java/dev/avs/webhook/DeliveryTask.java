package dev.avs.webhook;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Jobs;
import java.time.Duration;
import java.time.Instant;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that delivers one callback, one per event (instance id = request_id), picked by any node. After a
 * failed attempt it reschedules itself for the next attempt of the retry schedule; a job whose node died is revived
 * by another node. An exception (the database, not the receiver, failed) retries it with back-off.
 */
@Configuration(proxyBeanMethods = false)
class DeliveryTask {

    static final String NAME = "webhook-delivery";

    @Bean
    CustomTask<String> webhookDelivery(Delivery delivery) {
        return Tasks.custom(NAME, String.class)
                .onFailure(new FailureHandler.ExponentialBackoffFailureHandler<>(Duration.ofSeconds(30)))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    Instant next = delivery.attempt(instance.getData());
                    return next == null ? new CompletionHandler.OnCompleteRemove<>()
                            : (complete, operations) -> operations.reschedule(complete, next);
                });
    }

    /** Queues the first attempt, inside the caller's transaction. */
    static void schedule(Jobs jobs, String requestId, Instant at) {
        jobs.schedule(instance(requestId), at);
    }

    /** Makes the delivery due now (a resend); false if an attempt is running at this moment. */
    static boolean queueNow(Jobs jobs, String requestId, Instant now) {
        return jobs.scheduleOrMove(instance(requestId), now);
    }

    private static TaskInstance<String> instance(String requestId) {
        return new TaskInstance<>(NAME, requestId, requestId);
    }
}
