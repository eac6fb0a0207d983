package dev.avs.applicant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;

class ApplicantInsertsIT extends IntegrationTest {

    @Autowired
    ApplicantInserts inserts;
    @Autowired
    ApplicantRepository applicants;

    @Test
    void applicantsStoredTogetherAreEachFoundByTheirOwnWords() {
        String account = newTenant().account().value();
        // three shapes of row in one group: two statements' worth of columns, one applicant without search words
        List<ApplicantRepository.NewRow> group = List.of(
                row(account, Map.of("type", "PERSON", "first_name", "Zelda", "last_name", "Quinto")),
                row(account, Map.of("type", "COMPANY", "company_name", "Yarrow Holdings")),
                row(account, Map.of("type", "PERSON", "first_name", "Xavier", "last_name", "Pellow",
                        "email", "xp@example.com")),
                row(account, Map.of("type", "PERSON")));

        List<GroupedCalls.Outcome<Void>> outcomes = inserts.run(group);

        assertThat(outcomes).extracting(GroupedCalls.Outcome::failure).containsOnlyNulls();
        assertThat(applicants.search(account, "Zelda Quin", 10)).extracting(ApplicantRepository.Hit::name)
                .containsExactly("Zelda Quinto");
        assertThat(applicants.search(account, "yarrow", 10)).extracting(ApplicantRepository.Hit::name)
                .containsExactly("Yarrow Holdings");
        assertThat(applicants.search(account, "xp@example.com", 10)).extracting(ApplicantRepository.Hit::name)
                .containsExactly("Xavier Pellow");
        assertThat(applicants.find(account, (String) group.get(3).row().get("id"))).isPresent();
    }

    @Test
    void anApplicantTheDatabaseRefusesFailsOnlyItsOwnCreate() {
        Tenant tenant = newTenant();
        String account = tenant.account().value();
        assertThat(tenant.api().post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "crm-7"))
                .status()).isEqualTo(200);
        List<ApplicantRepository.NewRow> group = List.of(
                row(account, Map.of("type", "PERSON", "first_name", "Ada")),
                row(account, Map.of("type", "PERSON", "first_name", "Bea", "external_applicant_id", "crm-7")),
                row(account, Map.of("type", "PERSON", "first_name", "Cy")));

        List<GroupedCalls.Outcome<Void>> outcomes = inserts.run(group);

        assertThat(outcomes.get(0).failure()).isNull();
        assertThat(outcomes.get(1).failure()).isInstanceOf(DuplicateKeyException.class);
        assertThat(outcomes.get(2).failure()).isNull();
        for (int i = 0; i < group.size(); i++) {
            assertThat(applicants.find(account, (String) group.get(i).row().get("id")).isPresent())
                    .as("applicant " + i).isEqualTo(i != 1);
        }
    }

    @Test
    void concurrentCreatesAreEachStoredOnceAndATakenExternalIdIsRefused() throws Exception {
        Api api = newAccount();
        List<Future<ApiResponse>> creates = new ArrayList<>();
        try (ExecutorService clients = Executors.newFixedThreadPool(24)) {
            for (int i = 0; i < 48; i++) {
                Map<String, Object> body = new LinkedHashMap<>(Map.of("type", "PERSON", "first_name", name(i),
                        "last_name", "Family"));
                if (i % 12 == 0) {
                    body.put("external_applicant_id", "same-crm-id");   // four creates race for one id
                }
                creates.add(clients.submit(() -> api.post("/applicants", body)));
            }
            int taken = 0;
            for (int i = 0; i < creates.size(); i++) {
                ApiResponse created = creates.get(i).get();
                if (i % 12 == 0 && created.status() == 409) {
                    assertThat(created.errorType()).isEqualTo("applicant_exists");
                    taken++;
                    continue;
                }
                assertThat(created.status()).as(created.toString()).isEqualTo(200);
                ApiResponse read = api.get("/applicants/" + created.id("applicant_id"));
                assertThat(read.json().path("first_name").asString()).isEqualTo(name(i));
            }
            assertThat(taken).as("creates refused for the one external id").isEqualTo(3);
        }
    }

    /** A first name of letters only, one for each number under 676. */
    private static String name(int i) {
        return "Ann" + (char) ('a' + i / 26) + (char) ('a' + i % 26);
    }

    private ApplicantRepository.NewRow row(String account, Map<String, Object> values) {
        Map<String, Object> columns = new LinkedHashMap<>(values);
        columns.put("id", Ids.newId());
        columns.put("account_id", account);
        columns.put("created_at", Timestamps.sql(Instant.now()));
        columns.put("updated_at", Timestamps.sql(Instant.now()));
        return applicants.newRow(columns);
    }
}
