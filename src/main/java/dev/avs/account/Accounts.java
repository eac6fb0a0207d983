package dev.avs.account;

import dev.avs.persistence.Ids;
import dev.avs.vault.ServiceSecrets;
import dev.avs.web.Field;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Accounts, their API keys and webhook settings: what the command line and other modules may do with them. */
@Service
public class Accounts {

    public record NewKey(String keyId, String key) {
    }

    public record NewAccount(AccountId account, NewKey key) {
    }

    /**
     * The account's default callback URL (null if none) and its signing secrets: the current one (null until one
     * is needed) and the one it replaced at {@code rotatedAt}, which callbacks keep signing with for a while.
     */
    public record Webhook(String url, String secret, String previousSecret, java.time.Instant rotatedAt) {

        /** The secrets there are, current first. */
        public List<String> secrets() {
            return java.util.stream.Stream.of(secret, previousSecret).filter(java.util.Objects::nonNull).toList();
        }

        /** The secrets that sign at {@code now}: the current one, and the previous one within the overlap. */
        public List<String> signingSecrets(java.time.Instant now, java.time.Duration overlap) {
            boolean overlapping = previousSecret != null && rotatedAt != null && now.isBefore(rotatedAt.plus(overlap));
            return java.util.stream.Stream.of(secret, overlapping ? previousSecret : null)
                    .filter(java.util.Objects::nonNull).toList();
        }
    }

    /**
     * What signs a callback: {@code integrityKeys} for {@code x-data-integrity} (and, when there are two, the
     * previous one for {@code x-data-integrity-previous}), {@code webhookSecrets} for the Standard Webhooks header.
     */
    public record CallbackSigning(List<String> integrityKeys, List<String> webhookSecrets) {
    }

    /** What {@code x-data-integrity} is keyed with. */
    public static final String INTEGRITY_API_KEY = "api_key";
    public static final String INTEGRITY_WEBHOOK_SECRET = "webhook_secret";

    public record KeyInfo(String keyId, String hint, java.time.Instant createdAt, java.time.Instant revokedAt) {
    }

    /** @param sandboxOf the live account whose sandbox this is, null for a live account */
    public record AccountInfo(AccountId account, String name, boolean active, String webhookUrl,
                              java.time.Instant createdAt, AccountId sandboxOf) {
    }

    /** A sandbox key and the sandbox account it belongs to. */
    public record NewSandboxKey(AccountId sandbox, NewKey key) {
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private final AccountRepository accounts;
    private final KeyCache keyCache;
    private final ServiceSecrets secrets;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    Accounts(AccountRepository accounts, KeyCache keyCache, ServiceSecrets secrets, ApplicationEventPublisher events,
                   Clock clock) {
        this.accounts = accounts;
        this.keyCache = keyCache;
        this.secrets = secrets;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    public NewAccount createAccount(String name) {
        AccountId account = new AccountId(Ids.newId());
        accounts.insertAccount(account.value(), name, clock.instant());
        giveWebhookSecret(account);
        NewKey key = createKey(account);
        events.publishEvent(new AccountCreated(account));
        return new NewAccount(account, key);
    }

    /**
     * A sandbox key of a live account: it belongs to the account's sandbox (created with the first such key, with
     * the account's default forms, its callback URL and signing choice), so that nothing it creates or reads is
     * ever live data and no live key reads what it creates.
     */
    @Transactional
    public NewSandboxKey createSandboxKey(AccountId live) {
        AccountRepository.AccountRow row = accounts.findAccount(live.value())
                .orElseThrow(() -> new IllegalArgumentException("No account " + live));
        if (row.sandboxOf() != null) {
            throw new IllegalArgumentException("Account " + live + " is a sandbox; create the key for its live account "
                    + row.sandboxOf());
        }
        AccountId sandbox = accounts.findSandbox(live.value()).map(AccountId::new).orElseGet(() -> {
            AccountId created = new AccountId(Ids.newId());
            accounts.insertSandbox(created.value(), live.value(), row.name() + " (sandbox)", clock.instant());
            giveWebhookSecret(created);
            if (row.webhookUrl() != null) {
                // the same receiver; its callbacks are signed with the sandbox key (KYCAID's scheme)
                setWebhook(created, row.webhookUrl(), null);
            }
            events.publishEvent(new AccountCreated(created));
            return created;
        });
        return new NewSandboxKey(sandbox, createKey(sandbox));
    }

    /** Whether the account is a sandbox: its verifications run no engine and decide by the magic values. */
    public boolean isSandbox(AccountId account) {
        return accounts.findAccount(account.value()).map(r -> r.sandboxOf() != null).orElse(false);
    }

    /** The sandbox account of a live account, once a sandbox key was created for it. */
    public Optional<AccountId> sandboxOf(AccountId live) {
        return accounts.findSandbox(live.value()).map(AccountId::new);
    }

    @Transactional
    public NewKey createKey(AccountId account) {
        if (accounts.findAccount(account.value()).isEmpty()) {
            throw new IllegalArgumentException("No account " + account);
        }
        String key = ApiKeys.generate();
        String keyId = Ids.newId();
        accounts.insertKey(keyId, account.value(), ApiKeys.hash(key), secrets.seal(AccountSecrets.API_KEYS, keyId, key),
                key.substring(key.length() - 4), clock.instant());
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

    /**
     * Enables or disables an account, and its sandbox with it. A sandbox alone cannot be enabled while its live
     * account is disabled: its keys would reach a disabled account's sandbox (IllegalArgumentException, the
     * operator's message).
     */
    @Transactional
    public boolean setActive(AccountId account, boolean active) {
        if (active) {
            AccountRepository.AccountRow row = row(account);
            if (row.sandboxOf() != null && !row(new AccountId(row.sandboxOf())).active()) {
                throw new IllegalArgumentException("Account " + account + " is the sandbox of " + row.sandboxOf()
                        + ", which is disabled: enable " + row.sandboxOf() + " (its sandbox is enabled with it)");
            }
        }
        boolean changed = accounts.setStatus(account.value(), active, clock.instant());
        // a disabled account's sandbox keys stop too
        accounts.findSandbox(account.value()).ifPresent(sandbox -> accounts.setStatus(sandbox, active, clock.instant()));
        keyCache.clear();
        return changed;
    }

    /**
     * Sets the default callback URL and, if given, a new signing secret (null keeps the current one, "generate"
     * creates one). A replaced secret is kept as the previous one with the time of the change, so that callbacks
     * can be signed with both for a while and receivers can switch without losing any. Returns the secret now in
     * force.
     */
    @Transactional
    public String setWebhook(AccountId account, String url, String secret) {
        if (url != null && !Field.isHttpUrl(url)) {
            throw new IllegalArgumentException("The webhook URL must be an absolute http or https URL");
        }
        if (secret != null && secret.isBlank()) {
            throw new IllegalArgumentException("The webhook secret must not be blank");
        }
        AccountRepository.AccountRow row = row(account);
        String current = secrets.open(AccountSecrets.WEBHOOK, account.value(), row.webhookSecret());
        String next = secret == null ? current : secret.equals("generate") ? generateSecret() : secret;
        if (next == null) {
            next = generateSecret();
        }
        // a receiver may hold the replaced secret only once a URL was set: only then does it keep signing a while
        boolean rotated = current != null && !next.equals(current) && row.webhookUrl() != null;
        accounts.setWebhook(account.value(), url, secrets.seal(AccountSecrets.WEBHOOK, account.value(), next),
                rotated ? row.webhookSecret() : row.previousWebhookSecret(),
                rotated ? clock.instant() : row.secretRotatedAt(), clock.instant());
        return next;
    }

    /** Replaces the signing secret with a generated one, keeping the URL; returns the new secret. */
    @Transactional
    public String rotateWebhookSecret(AccountId account) {
        return setWebhook(account, row(account).webhookUrl(), "generate");
    }

    /**
     * Chooses what {@code x-data-integrity} is keyed with: {@link #INTEGRITY_API_KEY} (KYCAID's scheme: the API
     * key the verification or form URL was created with) or {@link #INTEGRITY_WEBHOOK_SECRET}.
     */
    @Transactional
    public void setDataIntegrityKey(AccountId account, String mode) {
        if (!INTEGRITY_API_KEY.equals(mode) && !INTEGRITY_WEBHOOK_SECRET.equals(mode)) {
            throw new IllegalArgumentException("The data integrity key is " + INTEGRITY_API_KEY + " or "
                    + INTEGRITY_WEBHOOK_SECRET);
        }
        row(account);
        accounts.setDataIntegrityKey(account.value(), mode, clock.instant());
    }

    public String dataIntegrityKey(AccountId account) {
        return row(account).dataIntegrityKey();
    }

    /**
     * The keys that sign a callback at {@code now}. {@code x-data-integrity} takes the API key the event's
     * verification was created with ({@code apiKeyId}; null for an event no key caused), or after that key was
     * revoked the account's newest active one; with no recoverable key (all made before keys were kept encrypted),
     * or when the account chose so, the webhook secrets sign it instead.
     */
    @Transactional
    public CallbackSigning callbackSigning(AccountId account, String apiKeyId, java.time.Instant now,
                                           java.time.Duration overlap) {
        Webhook webhook = webhook(row(account));
        List<String> secrets = webhook.signingSecrets(now, overlap);
        if (INTEGRITY_WEBHOOK_SECRET.equals(row(account).dataIntegrityKey())) {
            return new CallbackSigning(secrets, secrets);
        }
        return accounts.signingKey(account.value(), apiKeyId)
                .map(key -> new CallbackSigning(List.of(this.secrets.open(AccountSecrets.API_KEYS, key.keyId(),
                        key.sealed())), secrets))
                .orElseGet(() -> new CallbackSigning(secrets, secrets));
    }

    /** The account's webhook settings; empty if there is no such account. */
    public Optional<Webhook> webhook(AccountId account) {
        return accounts.findAccount(account.value()).map(this::webhook);
    }

    /**
     * Gives the account its first signing secret, unless it has one: every account gets one when it is created, so
     * that a callback never waits for a secret to be made; accounts made before that get theirs when a node starts
     * ({@link WebhookSecretsAtStart}). Concurrent callers (other nodes) agree on one: only the first write counts.
     */
    @Transactional
    public void giveWebhookSecret(AccountId account) {
        accounts.initWebhookSecret(account.value(),
                secrets.seal(AccountSecrets.WEBHOOK, account.value(), generateSecret()), clock.instant());
    }

    /** Accounts made before every account had a signing secret, which still have none. */
    List<AccountId> accountsWithoutWebhookSecret() {
        return accounts.idsWithoutWebhookSecret().stream().map(AccountId::new).toList();
    }

    private Webhook webhook(AccountRepository.AccountRow row) {
        return new Webhook(row.webhookUrl(), secrets.open(AccountSecrets.WEBHOOK, row.id(), row.webhookSecret()),
                secrets.open(AccountSecrets.WEBHOOK, row.id(), row.previousWebhookSecret()),
                row.secretRotatedAt());
    }

    private AccountRepository.AccountRow row(AccountId account) {
        return accounts.findAccount(account.value())
                .orElseThrow(() -> new IllegalArgumentException("No account " + account));
    }

    public List<AccountInfo> accounts() {
        return accounts.listAccounts().stream()
                .map(row -> new AccountInfo(new AccountId(row.id()), row.name(), row.active(), row.webhookUrl(),
                        row.createdAt(), row.sandboxOf() == null ? null : new AccountId(row.sandboxOf())))
                .toList();
    }

    public List<KeyInfo> keys(AccountId account) {
        return accounts.listKeys(account.value()).stream()
                .map(row -> new KeyInfo(row.keyId(), row.hint(), row.createdAt(), row.revokedAt()))
                .toList();
    }

    /** Whether the account exists and is not disabled. */
    public boolean isActive(AccountId account) {
        return accounts.findAccount(account.value()).map(AccountRepository.AccountRow::active).orElse(false);
    }

    public boolean exists(AccountId account) {
        return accounts.findAccount(account.value()).isPresent();
    }

    /** The account with this id, if the id is well formed and the account exists. */
    public Optional<AccountId> existing(String accountId) {
        return Ids.isWellFormed(accountId) && accounts.findAccount(accountId).isPresent()
                ? Optional.of(new AccountId(accountId)) : Optional.empty();
    }

    /** The Standard Webhooks form: {@code whsec_} and the Base64 of 32 random bytes, which are the HMAC key. */
    private static String generateSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "whsec_" + Base64.getEncoder().encodeToString(bytes);
    }
}
