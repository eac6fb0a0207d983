package dev.avs.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

/** Serves the OpenAPI 3.1 description of the API, as written (YAML) and as JSON. Public, like health checks. */
@RestController
class OpenApiController {

    private final byte[] yaml;
    private final byte[] json;

    OpenApiController() {
        try (InputStream in = new ClassPathResource("openapi/openapi.yaml").getInputStream()) {
            yaml = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode document = YAMLMapper.builder().build().readTree(yaml);
        json = JsonMapper.builder().build().writeValueAsBytes(document);
    }

    @GetMapping("/openapi.yaml")
    ResponseEntity<byte[]> yaml() {
        return ResponseEntity.ok().contentType(MediaType.parseMediaType("application/yaml")).body(yaml);
    }

    @GetMapping("/openapi.json")
    ResponseEntity<byte[]> json() {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(json);
    }
}
