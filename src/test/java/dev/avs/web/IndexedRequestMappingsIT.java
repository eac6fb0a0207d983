package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.IntegrationTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.pattern.PathPattern;

/** The indexed lookup chooses what Spring's own lookup chooses, for every mapping of the service and odd paths. */
class IndexedRequestMappingsIT extends IntegrationTest {

    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
    private static final String ID = "0ef625bf90501356ec221c93774ae27aa52b";

    @Autowired
    IndexedRequestMappings mappings;

    @Test
    void choosesWhatSpringChoosesForEveryMappingAndMethod() throws Exception {
        List<String> paths = new ArrayList<>(List.of("/", "//applicants/" + ID, "/applicants;a=b/" + ID,
                "/appl%69cants/" + ID, "/nowhere/" + ID, "/applicants/", "/applicants/" + ID + "/", "/APPLICANTS/" + ID,
                "/applicants/" + ID + "/nothing-here", "/console", "/console/", "/form/x/y/z"));
        mappings.getHandlerMethods().keySet().forEach(info -> info.getPathPatternsCondition().getPatterns()
                .forEach(pattern -> paths.add(concrete(pattern))));
        int compared = 0;
        for (String path : paths) {
            for (String method : METHODS) {
                for (String contentType : new String[] {null, "application/json", "multipart/form-data; boundary=x",
                        "application/x-www-form-urlencoded"}) {
                    assertThat(lookup(method, path, contentType, true))
                            .as("%s %s (%s)", method, path, contentType)
                            .isEqualTo(lookup(method, path, contentType, false));
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(1_000);
    }

    @Test
    void triesOnlyTheMappingsOfThePathsFirstSegment() throws Exception {
        String outcome = lookup("GET", "/applicants/" + ID, null, true);
        assertThat(outcome).contains("ApplicantController.get").contains("/applicants/{applicantId}");
        int all = mappings.getHandlerMethods().size();
        assertThat(all).isGreaterThan(50);
        assertThat(mappings.triedFor("/applicants/" + ID)).isLessThan(all / 5);
        assertThat(mappings.triedFor("/nowhere/" + ID)).isZero();
        assertThat(mappings.triedFor("/appl%69cants/" + ID)).isEqualTo(all);
        assertThat(mappings.getOrder()).isLessThan(-100);
        assertThat(IndexedRequestMappings.firstLiteralSegment("/applicants/{id}")).isEqualTo("applicants");
        assertThat(IndexedRequestMappings.firstLiteralSegment("/{tenant}/x")).isNull();
        assertThat(IndexedRequestMappings.firstLiteralSegment("/**")).isNull();
        assertThat(IndexedRequestMappings.firstLiteralSegment("/files*/x")).isNull();
        assertThat(IndexedRequestMappings.firstLiteralSegment("/")).isEmpty();
    }

    /** The handler (or the exception) and the attributes a match sets, as text. */
    private String lookup(String method, String path, String contentType, boolean indexed) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, path);
        if (contentType != null) {
            request.setContentType(contentType);
        }
        request.addHeader("Accept", "application/json");
        ServletRequestPathUtils.parseAndCache(request);
        String lookupPath = ServletRequestPathUtils.getParsedRequestPath(request).pathWithinApplication().value();
        try {
            HandlerMethod handler = indexed ? mappings.lookupHandlerMethod(lookupPath, request)
                    : mappings.unindexedLookup(lookupPath, request);
            return (handler == null ? "none" : handler.getBeanType().getSimpleName() + "." + handler.getMethod().getName())
                    + " " + request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE)
                    + " " + request.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE)
                    + " " + request.getAttribute(HandlerMapping.PRODUCIBLE_MEDIA_TYPES_ATTRIBUTE);
        } catch (Exception e) {
            return e.getClass().getName() + ": " + Objects.toString(e.getMessage());
        }
    }

    private static String concrete(PathPattern pattern) {
        return pattern.getPatternString()
                .replaceAll("\\{\\*[^}]+}", "/a/b")
                .replaceAll("\\{[^}:]+(:[^}]*)?}", ID)
                .replace("**", "a/b").replace("*", "x");
    }
}
