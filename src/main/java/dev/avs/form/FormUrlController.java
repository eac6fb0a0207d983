package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.web.ApiCaller;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

@RestController
class FormUrlController {

    private final FormUrlService urls;
    private final FormProperties properties;

    FormUrlController(FormUrlService urls, FormProperties properties) {
        this.urls = urls;
        this.properties = properties;
    }

    @PostMapping("/forms/{formId}/urls")
    ResponseEntity<Map<String, Object>> create(AccountId account, ApiCaller caller, @PathVariable String formId,
                                               Body body) {
        Map<String, Object> created = urls.create(account, caller.keyId(), formId, body, baseUrl());
        return Replies.created("/verifications/" + created.get("verification_id")).body(created);
    }

    /** The configured public base URL, else this request's scheme, host and port. */
    private String baseUrl() {
        String configured = properties.publicBaseUrl();
        if (configured != null && !configured.isBlank()) {
            return configured.endsWith("/") ? configured.substring(0, configured.length() - 1) : configured;
        }
        return ServletUriComponentsBuilder.fromCurrentContextPath().build().toUriString();
    }
}
