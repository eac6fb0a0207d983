package dev.avs.address;

import dev.avs.applicant.ApplicantErasing;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** An erased applicant's addresses (its persons' too, pinned or not) go, in the erasure's transaction. */
@Component
class AddressErasure {

    private final JdbcClient jdbc;

    AddressErasure(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void on(ApplicantErasing erasing) {
        jdbc.sql("DELETE FROM address WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", erasing.account().value()).param("applicant", erasing.applicantId())
                .update();
    }
}
