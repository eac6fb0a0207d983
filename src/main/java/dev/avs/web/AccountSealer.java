package dev.avs.web;

/**
 * Seals what the web layer stores for an account and must not keep in clear (the first response an idempotency key
 * replays, which may hold a live form URL's secret): the vault implements it with the account's field key.
 */
public interface AccountSealer {

    /** The value sealed for the account; null stays null. */
    String seal(String accountId, String plain);

    /** The plain value of a sealed one (a value stored in clear before is returned as it is); null stays null. */
    String open(String accountId, String stored);
}
