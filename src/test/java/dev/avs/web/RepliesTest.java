package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.json.JsonMapper;

class RepliesTest {

    @Test
    void createdAnswersTheIdAsJsonWithItsLocation() {
        ResponseEntity<byte[]> reply = Replies.created("applicant_id", "/applicants", "0123abcd");

        assertThat(reply.getStatusCode()).as("200, as KYCAID answers a create").isEqualTo(HttpStatus.OK);
        assertThat(reply.getHeaders().getLocation()).hasToString("/applicants/0123abcd");
        assertThat(reply.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
        assertThat(new String(reply.getBody(), StandardCharsets.UTF_8)).isEqualTo("{\"applicant_id\":\"0123abcd\"}");
    }

    @Test
    void quotesWhatJsonNeedsQuoted() {
        byte[] body = Replies.ok("file_id", "a\"b\\c\n").getBody();

        assertThat(JsonMapper.builder().build().readTree(body).get("file_id").asString()).isEqualTo("a\"b\\c\n");
    }
}
