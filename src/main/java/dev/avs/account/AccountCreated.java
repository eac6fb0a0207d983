package dev.avs.account;

/** Published in the transaction that creates an account, so that modules can give it their defaults. */
public record AccountCreated(AccountId account) {
}
