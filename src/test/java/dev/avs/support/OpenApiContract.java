package dev.avs.support;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Checks responses against the service's OpenAPI document: the operation must be documented, the status must
 * be one of its responses, and a JSON body must match the response schema. For the check, every named schema
 * is closed ({@code unevaluatedProperties: false}), so a field the document does not describe fails a test;
 * the published document stays open, as clients must ignore fields added later.
 */
public final class OpenApiContract {

    public static final String RESOURCE = "/openapi/openapi.yaml";
    private static final String BASE = "https://avs.test/openapi.json";
    private static final OpenApiContract INSTANCE = new OpenApiContract();

    private final JsonNode document;
    private final SchemaRegistry registry;
    private final List<PathTemplate> paths = new ArrayList<>();
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private record PathTemplate(String template, Pattern pattern, int variables) {
    }

    private OpenApiContract() {
        try (InputStream in = OpenApiContract.class.getResourceAsStream(RESOURCE)) {
            document = YAMLMapper.builder().build().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode closed = document.deepCopy();
        closed.path("components").path("schemas").forEach(schema -> {
            if (schema instanceof ObjectNode object && object.has("properties")
                    && !object.has("additionalProperties") && !object.has("unevaluatedProperties")) {
                object.put("unevaluatedProperties", false);
            }
        });
        String json = JsonMapper.builder().build().writeValueAsString(closed);
        registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemas(Map.of(BASE, json)));
        document.path("paths").propertyNames().forEach(template -> {
            String regex = "^" + template.replaceAll("\\{[^/]+}", "[^/]+") + "$";
            paths.add(new PathTemplate(template, Pattern.compile(regex), (int) template.chars().filter(c -> c == '{').count()));
        });
        paths.sort(Comparator.comparingInt(PathTemplate::variables));
    }

    public static OpenApiContract instance() {
        return INSTANCE;
    }

    public JsonNode document() {
        return document;
    }

    /** The documented path template a concrete path matches, if any. */
    public Optional<String> template(String path) {
        String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        return paths.stream().filter(p -> p.pattern().matcher(bare).matches()).map(PathTemplate::template).findFirst();
    }

    /** Fails with an AssertionError when the response contradicts the document. Undocumented paths pass. */
    public void check(ApiResponse response) {
        Optional<String> template = template(response.path());
        if (template.isEmpty()) {
            return;
        }
        JsonNode operation = document.path("paths").path(template.get()).path(response.method().toLowerCase());
        if (operation.isMissingNode()) {
            if (response.status() == 405 || response.status() == 401) {
                return;
            }
            throw new AssertionError("Undocumented operation " + response.method() + " " + template.get()
                    + " answered " + response.status());
        }
        JsonNode responses = operation.path("responses");
        String status = Integer.toString(response.status());
        JsonNode documented = responses.has(status) ? responses.get(status)
                : responses.has(status.charAt(0) + "XX") ? responses.get(status.charAt(0) + "XX")
                : responses.get("default");
        if (documented == null) {
            throw new AssertionError("Status " + status + " is not documented for " + response.method() + " "
                    + template.get() + ": " + response.body());
        }
        documented = resolve(documented);
        String contentType = Optional.ofNullable(response.header("Content-Type")).orElse("");
        JsonNode content = documented.path("content");
        if (content.isMissingNode() || content.isEmpty()) {
            return;
        }
        if (!contentType.startsWith("application/json")) {
            boolean documentedType = content.propertyNames().stream().anyMatch(contentType::startsWith);
            if (!documentedType) {
                throw new AssertionError("Content-Type " + contentType + " is not documented for " + response.method()
                        + " " + template.get() + " " + status);
            }
            return;
        }
        JsonNode schemaRef = content.path("application/json").path("schema").path("$ref");
        if (schemaRef.isMissingNode()) {
            throw new AssertionError("Response schemas must be $refs: " + response.method() + " " + template.get());
        }
        Schema schema = schemas.computeIfAbsent(schemaRef.asString(),
                ref -> registry.getSchema(SchemaLocation.of(BASE + ref)));
        List<Error> errors = schema.validate(response.json());
        if (!errors.isEmpty()) {
            throw new AssertionError("Response of " + response.method() + " " + response.path() + " (" + status
                    + ") does not match " + schemaRef.asString() + ": " + errors + "\n" + response.body());
        }
    }

    /** Fails with an AssertionError when the value does not match the named schema (closed, as for responses). */
    public void validate(String schemaRef, JsonNode value) {
        Schema schema = schemas.computeIfAbsent(schemaRef, ref -> registry.getSchema(SchemaLocation.of(BASE + ref)));
        List<Error> errors = schema.validate(value);
        if (!errors.isEmpty()) {
            throw new AssertionError("Does not match " + schemaRef + ": " + errors + "\n" + value);
        }
    }

    private JsonNode resolve(JsonNode node) {
        while (node.has("$ref")) {
            String[] pointer = node.get("$ref").asString().substring(2).split("/");
            JsonNode target = document;
            for (String segment : pointer) {
                target = target.path(segment.replace("~1", "/").replace("~0", "~"));
            }
            node = target;
        }
        return node;
    }
}
