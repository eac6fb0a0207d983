package dev.avs.reference;

import com.ibm.icu.util.ULocale;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code GET /countries}: every country code the API accepts, with its name in several languages from ICU's
 * locale data (KYCAID's shape: {@code [{"country_code", "labels": [{"language_code", "label"}]}]}). Built once.
 */
@RestController
class CountryController {

    /** KYCAID's form languages and the most common ones of the service's users. */
    static final List<String> LANGUAGES = List.of("en", "fr", "de", "es", "it", "pt", "pl", "ru", "uk", "tr", "ar",
            "zh", "ja");

    private final byte[] body;

    CountryController(JsonMapper json) {
        this.body = json.writeValueAsBytes(Countries.all().stream().map(CountryController::country).toList());
    }

    @GetMapping("/countries")
    ResponseEntity<byte[]> countries() {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(body);
    }

    private static Map<String, Object> country(String code) {
        ULocale region = new ULocale("", code);
        List<Map<String, String>> labels = LANGUAGES.stream().map(language -> {
            Map<String, String> label = new LinkedHashMap<>();
            label.put("language_code", language);
            label.put("label", region.getDisplayCountry(new ULocale(language)));
            return label;
        }).toList();
        Map<String, Object> country = new LinkedHashMap<>();
        country.put("country_code", code);
        country.put("labels", labels);
        return country;
    }
}
