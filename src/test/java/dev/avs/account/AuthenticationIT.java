package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AuthenticationIT extends IntegrationTest {

    @Test
    void acceptsTokenBearerAndBareKeys() {
        Accounts.NewAccount account = accounts.createAccount("auth");
        String key = account.key().key();

        for (String header : new String[] {"Token " + key, "Bearer " + key, key, "token  " + key}) {
            ApiResponse response = anonymous().withAuthorization(header).post("/applicants", Map.of("type", "PERSON"));
            assertThat(response.status()).as(header).isEqualTo(200);
        }
    }

    @Test
    void missingOrUnknownKeyIsUnauthorized() {
        ApiResponse missing = anonymous().get("/forms");
        assertThat(missing.status()).isEqualTo(401);
        assertThat(missing.errorType()).isEqualTo("unauthorized");

        assertThat(anonymous().withAuthorization("Token " + "a".repeat(36)).get("/forms").status()).isEqualTo(401);
        assertThat(anonymous().withAuthorization("Token short").get("/forms").status()).isEqualTo(401);
        assertThat(anonymous().withAuthorization("Basic dXNlcjpwYXNz").get("/forms").status()).isEqualTo(401);
        assertThat(anonymous().post("/applicants", Map.of("type", "PERSON")).status()).isEqualTo(401);
    }

    @Test
    void revokedKeyIsInactive() {
        Accounts.NewAccount account = accounts.createAccount("revoke");
        Accounts.NewKey second = accounts.createKey(account.account());
        Api revoked = new Api(baseUrl(), account.key().key());
        assertThat(revoked.get("/forms").status()).isEqualTo(200);

        assertThat(accounts.revokeKey(account.key().keyId())).isTrue();

        ApiResponse refused = revoked.get("/forms");
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.errorType()).isEqualTo("inactive_account");
        assertThat(new Api(baseUrl(), second.key()).get("/forms").status()).isEqualTo(200);
        assertThat(accounts.revokeKey(second.key())).as("revoking by the key itself").isTrue();
        assertThat(new Api(baseUrl(), second.key()).get("/forms").status()).isEqualTo(403);
    }

    @Test
    void disabledAccountIsInactive() {
        Accounts.NewAccount account = accounts.createAccount("disable");
        Api api = new Api(baseUrl(), account.key().key());

        accounts.setActive(account.account(), false);
        assertThat(api.get("/forms").errorType()).isEqualTo("inactive_account");

        accounts.setActive(account.account(), true);
        assertThat(api.get("/forms").status()).isEqualTo(200);
    }

    @Test
    void healthAndTheApiDescriptionArePublic() {
        assertThat(anonymous().get("/actuator/health").status()).isEqualTo(200);
        assertThat(anonymous().get("/openapi.json").status()).isEqualTo(200);
        assertThat(anonymous().get("/openapi.yaml").status()).isEqualTo(200);
    }
}
