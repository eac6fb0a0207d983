package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.event.ApplicationEvents;
import org.springframework.test.context.event.RecordApplicationEvents;

/**
 * A photo's MRZ is read once per content: that it shows none is announced for every file holding the same photo,
 * in any account, so that each document showing one goes on to its next side, not only the one whose upload the
 * reading job carried.
 */
@RecordApplicationEvents
class SameContentAnnouncementIT extends ReadingIntegrationTest {

    @Autowired
    MrzUploadAnalysis analysis;

    @Autowired
    JdbcClient jdbc;

    @Test
    void aPhotoWithoutAnMrzIsAnnouncedForEveryFileThatHoldsIt(ApplicationEvents events) {
        byte[] photo = TestImages.photo(900, 600, System.nanoTime());
        VerificationFlows first = new VerificationFlows(newAccount());
        VerificationFlows second = new VerificationFlows(newAccount());
        String upload = first.file(photo);
        String againSameAccount = first.file(photo);
        String otherAccount = second.file(photo);
        String otherPhoto = first.file(TestImages.photo(900, 600, System.nanoTime() + 1));

        analysis.analyse(accountOf(upload), upload);

        assertThat(events.stream(MrzNotRead.class)).containsExactlyInAnyOrder(
                new MrzNotRead(accountOf(upload), upload),
                new MrzNotRead(accountOf(upload), againSameAccount),
                new MrzNotRead(accountOf(otherAccount), otherAccount));
        assertThat(accountOf(otherAccount)).isNotEqualTo(accountOf(upload));
        assertThat(events.stream(MrzNotRead.class)).noneMatch(event -> event.fileId().equals(otherPhoto));
    }

    private AccountId accountOf(String fileId) {
        return new AccountId(jdbc.sql("SELECT account_id FROM stored_file WHERE id = ?").param(fileId)
                .query(String.class).single());
    }
}
