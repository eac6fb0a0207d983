package dev.avs.applicant;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchKeysTest {

    private static Applicant person(String first, String last, String email) {
        return new Applicant("a", "acc", "PERSON", first, null, last, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, email, null, "ext-1", List.of(), Instant.EPOCH,
                Instant.EPOCH);
    }

    @Test
    void everyQueryWordFindsANameWordItBeginsOrIs() {
        var keys = SearchKeys.of(person("Zoë", "Exampleton", "Zoe@Example.org"));
        for (String query : List.of("Example", "exampleton", "ZOE", "zoe examp")) {
            assertThat(SearchKeys.words(query)).as(query)
                    .allSatisfy(alternatives -> assertThat(alternatives).filteredOn(keys::contains).hasSize(1));
        }
        assertThat(SearchKeys.words("Examplex")).allSatisfy(alternatives ->
                assertThat(alternatives).noneMatch(keys::contains));
        assertThat(keys).contains("e:zoe@example.org", "x:ext-1");
        assertThat(SearchKeys.words("zo")).as("too short to look").isEmpty();
    }
}
