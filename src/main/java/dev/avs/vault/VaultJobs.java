package dev.avs.vault;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import dev.avs.scheduling.Jobs;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable re-encryption job (one per account and pass, picked by one node, resumed by another if it dies) and
 * an hourly look for rotations whose job went missing (a crash between the rotation and its scheduling).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(VaultProperties.class)
class VaultJobs {

    static final String NAME = "vault-reencrypt";

    @Bean
    OneTimeTask<String> vaultReencrypt(Reencryption reencryption) {
        return Tasks.oneTime(NAME, String.class)
                .onFailure(new FailureHandler.MaxRetriesFailureHandler<>(20,
                        new FailureHandler.ExponentialBackoffFailureHandler<>(Duration.ofSeconds(10))))
                .execute((instance, context) -> {
                    Reencryption.Pass pass = reencryption.run(instance.getData());
                    if (pass.retryAt() != null) {
                        context.getSchedulerClient().scheduleIfNotExists(instance(instance.getData(), pass.retryAt()),
                                pass.retryAt());
                    }
                });
    }

    @Bean
    RecurringTask<Void> vaultRotationCheck(KeyRingRepository rings, Jobs jobs,
                                           VaultProperties properties, Clock clock) {
        return Tasks.recurring("vault-rotation-check", FixedDelay.of(Duration.ofHours(1)))
                .execute((instance, context) -> {
                    Instant overdue = clock.instant().minus(properties.retireAfter()).minus(Duration.ofHours(1));
                    for (String account : rings.rotatedBefore(overdue)) {
                        jobs.scheduleOrMove(instance(account, null), clock.instant());
                    }
                });
    }

    /** The job's pass for the account: the first at once, a later one at {@code at}. */
    static TaskInstance<String> instance(String accountId, Instant at) {
        return new TaskInstance<>(NAME, at == null ? accountId : accountId + "@" + at.getEpochSecond(), accountId);
    }
}
