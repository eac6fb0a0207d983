package dev.avs.address;

import static dev.avs.support.Errors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** API.md §3: addresses pinned by a verification never change; copies take their place. */
class AddressLifecycleIT extends IntegrationTest {

    @Autowired
    Addresses addresses;

    private Api api;
    private AccountId account;
    private String applicant;

    @BeforeEach
    void account() {
        Accounts.NewAccount created = accounts.createAccount("address-lifecycle");
        api = new Api(baseUrl(), created.key().key());
        account = created.account();
        applicant = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
    }

    @Test
    void patchingAPinnedAddressMakesACopyThatTakesItsPlace() {
        String original = create("REGISTERED", "London");
        JsonNode before = api.get("/addresses/" + original).json();
        assertThat(addresses.pin(account, List.of(original))).isEqualTo(1);

        ApiResponse patched = api.patch("/addresses/" + original, Map.of("city", "Leeds"));

        assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
        String copy = patched.id("address_id");
        assertThat(copy).isNotEqualTo(original).matches("[0-9a-f]{36}");
        assertThat(api.get("/addresses/" + original).json()).isEqualTo(before);
        JsonNode copied = api.get("/addresses/" + copy).json();
        assertThat(copied.path("city").asString()).isEqualTo("Leeds");
        assertThat(copied.path("type").asString()).isEqualTo("REGISTERED");
        assertThat(copied.path("country").asString()).isEqualTo("GB");
        assertThat(copied.path("applicant_id").asString()).isEqualTo(applicant);
        assertThat(copied.path("created_at")).isEqualTo(before.path("created_at"));
        assertThat(api.get("/applicants/" + applicant).json().path("addresses").valueStream()
                .map(a -> a.path("address_id").asString())).containsExactly(copy);
        assertThat(addresses.current(account, applicant)).extracting(Address::addressId).containsExactly(copy);
        assertThat(addresses.find(account, original).orElseThrow().supersededBy()).isEqualTo(copy);
    }

    @Test
    void theCopyIsAnOrdinaryUnpinnedAddress() {
        String original = create("REGISTERED", "London");
        addresses.pin(account, List.of(original));
        String copy = api.patch("/addresses/" + original, Map.of("city", "Leeds")).id("address_id");

        assertThat(api.patch("/addresses/" + copy, Map.of("city", "York")).id("address_id")).isEqualTo(copy);
        assertThat(error(api.post("/addresses", Map.of("applicant_id", applicant, "type", "REGISTERED", "country", "GB")),
                409, "duplicate_data")).isEqualTo("type");
        assertThat(api.delete("/addresses/" + copy).status()).isEqualTo(200);
        assertThat(api.get("/addresses/" + original).json().path("city").asString()).isEqualTo("London");
    }

    @Test
    void aReplacedOriginalCanNeitherChangeNorGo() {
        String original = create("REGISTERED", "London");
        addresses.pin(account, List.of(original));
        api.patch("/addresses/" + original, Map.of("city", "Leeds"));

        assertThat(error(api.patch("/addresses/" + original, Map.of("city", "Hull")), 409, "edit_denied")).isNull();
        assertThat(error(api.delete("/addresses/" + original), 409, "delete_denied")).isNull();
        assertThat(api.get("/addresses/" + original).json().path("city").asString()).isEqualTo("London");
    }

    @Test
    void deletingAPinnedAddressIsDenied() {
        String id = create("REGISTERED", "London");
        addresses.pin(account, List.of(id));

        assertThat(error(api.delete("/addresses/" + id), 409, "delete_denied")).isNull();
        assertThat(api.get("/applicants/" + applicant).json().path("addresses")).hasSize(1);
    }

    @Test
    void changingTheTypeOfAPinnedAddressMovesTheCurrentSlot() {
        String id = create("REGISTERED", "London");
        addresses.pin(account, List.of(id));

        String copy = api.patch("/addresses/" + id, Map.of("type", "ADDITIONAL")).id("address_id");

        assertThat(api.get("/addresses/" + copy).json().path("type").asString()).isEqualTo("ADDITIONAL");
        assertThat(create("REGISTERED", "Bath")).isNotNull();
        String another = create("ADDITIONAL", "Hull");
        assertThat(another).isNull();
    }

    @Test
    void removingAnAffiliatedPersonDeletesItsUnpinnedAddressesAndKeepsPinnedOnes() {
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String person = api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR",
                "first_name", "Dan", "last_name", "Dee", "dob", "1970-01-01", "nationality", "GB"))
                .id("affiliated_person_id");
        String pinned = api.post("/addresses", Map.of("affiliated_person_id", person, "type", "REGISTERED",
                "country", "GB")).id("address_id");
        String unpinned = api.post("/addresses", Map.of("affiliated_person_id", person, "type", "ADDITIONAL",
                "country", "FR")).id("address_id");
        addresses.pin(account, List.of(pinned));

        assertThat(api.delete("/affiliated-persons/" + person).status()).isEqualTo(200);

        assertThat(api.get("/addresses/" + unpinned).status()).isEqualTo(404);
        JsonNode kept = api.get("/addresses/" + pinned).json();
        assertThat(kept.path("affiliated_person_id").asString()).isEqualTo(person);
        assertThat(addresses.current(account, company)).isEmpty();
        assertThat(addresses.find(account, pinned).orElseThrow().removedAt()).isNotNull();
        assertThat(error(api.patch("/addresses/" + pinned, Map.of("city", "X")), 409, "edit_denied")).isNull();
        assertThat(error(api.delete("/addresses/" + pinned), 409, "delete_denied")).isNull();
        assertThat(api.get("/applicants/" + company).json().path("affiliated_persons")).isEmpty();
    }

    @Test
    void pinningIgnoresOtherAccountsAndUnknownIds() {
        String theirs = newAccountWithAddress();

        assertThat(addresses.pin(account, List.of(theirs, "nope", "0".repeat(36)))).isZero();
        assertThat(addresses.pin(account, List.of())).isZero();
        assertThat(addresses.find(account, theirs)).isEmpty();
    }

    private String newAccountWithAddress() {
        Api stranger = newAccount();
        String theirApplicant = stranger.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        return stranger.post("/addresses", Map.of("applicant_id", theirApplicant, "type", "REGISTERED", "country", "GB"))
                .id("address_id");
    }

    /** Creates an address and returns its id, or null when the one-per-type rule refused it. */
    private String create(String type, String city) {
        ApiResponse created = api.post("/addresses", Map.of("applicant_id", applicant, "type", type, "country", "GB",
                "city", city));
        return created.status() == 200 ? created.id("address_id") : null;
    }
}
