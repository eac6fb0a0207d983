package dev.avs.account;

import dev.avs.web.Ids;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Accounts, their API keys and webhook settings: what the command line and other modules may do with them. */
@Service
public class AccountService {

    public record NewKey(String keyId, String key) {
    }

    public record NewAccount(AccountId account, NewKey key) {
    }

    /** The URL and the secrets that sign callbacks; during a rotation both the new and the previous secret. */
    public record Webhook(String url, List<String> secrets) {
    }

    public record KeyInfo(String keyId, String hint, java.time.Instant createdAt, java.time.Instant revokedAt) {
    }

    public record AccountInfo(AccountId account, String name, boolean active, String webhookUrl,
                              java.time.Instant createdAt) {
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private final AccountRepository accounts;
    private final KeyCache keyCache;
    private final SecretCipher cipher;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    AccountService(AccountRepository accounts, KeyCache keyCache, SecretCipher cipher, ApplicationEventPublisher events,
                   Clock clock) {
        this.accounts = accounts;
        this.keyCache = keyCache;
        this.cipher = cipher;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    public NewAccount createAccount(String name) {
        AccountId account = new AccountId(Ids.newId());
        accounts.insertAccount(account.value(), name, clock.instant());
        NewKey key = createKey(account);
        events.publishEvent(new AccountCreated(account));
        return new NewAccount(account, key);
    }

    @Transactional
    public NewKey createKey(AccountId account) {
        if (accounts.findAccount(account.value()).isEmpty()) {
            throw new IllegalArgumentException("No account " + account);
        }
        String key = ApiKeys.generate();
        String keyId = Ids.newId();
        accounts.insertKey(keyId, account.value(), ApiKeys.hash(key), key.substring(key.length() - 4), clock.instant());
        return new NewKey(keyId, key);
    }

    /** Revokes a key named by its id or by the key itself; false if there is no such active key. */
    @Transactional
    public boolean revokeKey(String keyIdOrKey) {
        String keyId = ApiKeys.isWellFormed(keyIdOrKey)
                ? accounts.findKeyIdByHash(ApiKeys.hash(keyIdOrKey)).orElse(keyIdOrKey)
                : keyIdOrKey;
        boolean revoked = accounts.revokeKey(keyId, clock.instant());
        keyCache.clear();
        return revoked;
    }

    @Transactional
    public boolean setActive(AccountId account, boolean active) {
        boolean changed = accounts.setStatus(account.value(), active, clock.instant());
        keyCache.clear();
        return changed;
    }

    /**
     * Sets the default callback URL and, if given, a new signing secret (null keeps the current one, "generate"
     * creates one). The replaced secret keeps signing beside the new one until the next change, so receivers
     * can switch without losing callbacks. Returns the secret now in force.
     */
    @Transactional
    public String setWebhook(AccountId account, String url, String secret) {
        AccountRepository.AccountRow row = accounts.findAccount(account.value())
                .orElseThrow(() -> new IllegalArgumentException("No account " + account));
        String current = row.webhookSecret() == null ? null : cipher.decrypt(row.webhookSecret());
        String next = secret == null ? current : secret.equals("generate") ? generateSecret() : secret;
        if (next == null) {
            next = generateSecret();
        }
        String previous = next.equals(current) ? row.previousWebhookSecret() : row.webhookSecret();
        accounts.setWebhook(account.value(), url, cipher.encrypt(next), previous, clock.instant());
        return next;
    }

    public Optional<Webhook> webhook(AccountId account) {
        return accounts.findAccount(account.value()).filter(row -> row.webhookSecret() != null).map(row -> {
            List<String> secrets = row.previousWebhookSecret() == null
                    ? List.of(cipher.decrypt(row.webhookSecret()))
                    : List.of(cipher.decrypt(row.webhookSecret()), cipher.decrypt(row.previousWebhookSecret()));
            return new Webhook(row.webhookUrl(), secrets);
        });
    }

    public List<AccountInfo> accounts() {
        return accounts.listAccounts().stream()
                .map(row -> new AccountInfo(new AccountId(row.id()), row.name(), row.active(), row.webhookUrl(),
                        row.createdAt()))
                .toList();
    }

    public List<KeyInfo> keys(AccountId account) {
        return accounts.listKeys(account.value()).stream()
                .map(row -> new KeyInfo(row.keyId(), row.hint(), row.createdAt(), row.revokedAt()))
                .toList();
    }

    public boolean exists(AccountId account) {
        return accounts.findAccount(account.value()).isPresent();
    }

    /** The account with this id, if the id is well formed and the account exists. */
    public Optional<AccountId> existing(String accountId) {
        return dev.avs.web.Ids.isWellFormed(accountId) && accounts.findAccount(accountId).isPresent()
                ? Optional.of(new AccountId(accountId)) : Optional.empty();
    }

    private static String generateSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "whsec_" + HexFormat.of().formatHex(bytes);
    }
}
