package dev.avs.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GroupedCallsTest {

    @Test
    void answersEveryCallerWithItsOwnResultFromSharedGroups() throws Exception {
        List<Integer> sizes = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch allCalling = new CountDownLatch(400);
        GroupedCalls<Integer, Integer> squares = new GroupedCalls<>("squares", group -> {
            if (sizes.isEmpty()) {
                await(allCalling); // the first group holds the others back, as a round trip does
            }
            sizes.add(group.size());
            return group.stream().map(i -> i * i).toList();
        });
        squares.start();
        try (ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                int item = i;
                answers.add(callers.submit(() -> {
                    allCalling.countDown();
                    return squares.call(item);
                }));
            }
            for (int i = 0; i < 400; i++) {
                assertThat(answers.get(i).get()).isEqualTo(i * i);
            }
        } finally {
            squares.stop();
        }
        assertThat(sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(400);
        assertThat(sizes).as("calls made together share a group").anyMatch(size -> size > 1);
        assertThat(sizes).allMatch(size -> size <= Columns.ROWS_PER_STATEMENT);
    }

    @Test
    void aCallSeesWhatWasDoneBeforeItWasMade() throws Exception {
        AtomicInteger committed = new AtomicInteger();
        GroupedCalls<Integer, Integer> reads = new GroupedCalls<>("reads", group -> {
            int seen = committed.get();
            return Collections.nCopies(group.size(), seen);
        });
        reads.start();
        try (ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Boolean>> checks = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                checks.add(callers.submit(() -> {
                    int written = committed.incrementAndGet();
                    return reads.call(0) >= written;
                }));
            }
            for (Future<Boolean> check : checks) {
                assertThat(check.get()).isTrue();
            }
        } finally {
            reads.stop();
        }
    }

    @Test
    void anItemTheGroupRefusesFailsOnlyItsOwnCall() throws Exception {
        GroupedCalls<String, String> upper = new GroupedCalls<>("upper", group -> {
            if (group.contains("bad")) {
                throw new IllegalArgumentException("refused");
            }
            return group.stream().map(String::toUpperCase).toList();
        });
        List<GroupedCalls.Outcome<String>> outcomes = upper.run(List.of("a", "bad", "c"));
        assertThat(outcomes).extracting(GroupedCalls.Outcome::value).containsExactly("A", null, "C");
        assertThat(outcomes.get(1).failure()).hasMessage("refused");

        upper.start();
        try {
            assertThat(upper.call("b")).isEqualTo("B");
            assertThatThrownBy(() -> upper.call("bad")).isInstanceOf(IllegalArgumentException.class);
        } finally {
            upper.stop();
        }
    }

    @Test
    void runsOnTheCallersThreadWhenNotStartedOrStopped() {
        GroupedCalls<String, String> thread = new GroupedCalls<>("thread",
                group -> Collections.nCopies(group.size(), Thread.currentThread().getName()));
        String caller = Thread.currentThread().getName();
        assertThat(thread.call("x")).isEqualTo(caller);
        thread.start();
        assertThat(thread.call("x")).isEqualTo("thread");
        thread.stop();
        assertThat(thread.call("x")).isEqualTo(caller);
    }

    @Test
    void aSubmittedCallRunsWhileItsCallerGoesOnAndIsAnsweredWhenAsked() throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        GroupedCalls<String, String> upper = new GroupedCalls<>("upper", group -> {
            ran.countDown();
            return group.stream().map(String::toUpperCase).toList();
        });
        upper.start();
        try {
            java.util.function.Supplier<String> answer = upper.submit("later");
            assertThat(ran.await(10, TimeUnit.SECONDS)).as("ran before its caller asked").isTrue();
            assertThat(answer.get()).isEqualTo("LATER");
        } finally {
            upper.stop();
        }
        java.util.function.Supplier<String> alone = upper.submit("alone");
        assertThat(alone.get()).as("not started: run on the caller's thread").isEqualTo("ALONE");
    }

    @Test
    void aCallWhoseGroupDoesNotAnswerInTimeFailsAsTheDatabaseBeingUnavailable() {
        CountDownLatch release = new CountDownLatch(1);
        GroupedCalls<String, String> stuck = new GroupedCalls<>("stuck", group -> {
            await(release);
            return group;
        }, java.time.Duration.ofMillis(300));
        stuck.start();
        try {
            assertThatThrownBy(() -> stuck.call("x")).as("answered 503 by the service's error mapping")
                    .isInstanceOf(org.springframework.dao.DataAccessResourceFailureException.class)
                    .hasMessageContaining("stuck did not answer");
        } finally {
            release.countDown();
            stuck.stop();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
