package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.task.Task;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/**
 * Two db-schedulers for all modules ({@link Queues}): they declare {@link Task} beans and schedule through
 * {@link Jobs}. Tasks named with {@link Jobs#CALLBACK_TASK_PREFIX} run on the callback scheduler (table
 * {@code callback_tasks}, workers of their own), every other task on the work scheduler ({@code scheduled_tasks}):
 * deliveries wait on other people's servers, and however slowly those answer, verification runs keep their
 * workers. Both see the data source through a transaction-aware proxy, so work scheduled inside a transaction is
 * stored by that transaction and exists exactly when the change that caused it does. A task whose job could take
 * its node down again when re-run (it reads applicants' files) bounds its attempts with {@link JobAttempts}: a
 * node that dies and a deadline passed count as failed attempts, and the last one gives the job up.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SchedulingProperties.class)
class SchedulingConfiguration {
}
