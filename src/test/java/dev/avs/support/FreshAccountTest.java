package dev.avs.support;

import org.junit.jupiter.api.BeforeEach;

/** An integration test whose every test starts with an account of its own, its API client and its flows. */
public abstract class FreshAccountTest extends IntegrationTest {

    /** The test's account, through the API. */
    protected Api api;
    /** Applicants with evidence, verifications and their decisions, made over {@link #api}. */
    protected VerificationFlows fixtures;

    @BeforeEach
    void freshAccount() {
        api = newAccount();
        fixtures = new VerificationFlows(api);
    }
}
