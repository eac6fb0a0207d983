package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.web.cors.CorsUtils;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.condition.PathPatternsRequestCondition;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.pattern.PathPattern;

/**
 * Spring MVC's request mapping lookup, narrowed by the path's first segment. Spring matches a path with variables
 * ({@code /applicants/{id}}) against every mapping of the service in turn, about a hundred: under load that was a
 * sixth of the service's CPU for {@code GET /applicants/{id}}. A pattern whose first segment is literal can only
 * match paths that begin with that segment, so only those (and the few patterns that begin with a variable or a
 * wildcard) are tried. Everything this index does not answer with exactly one best match (no match, so that Spring
 * can say 404, 405 or 415; a tie; a CORS pre-flight; a first segment Spring would decode) goes to Spring's own
 * lookup, which then decides as it always did. A path whose first segment begins no pattern cannot match here at
 * all: this mapping then says so at once, and so goes first, before the actuator's endpoints (order -100), which
 * otherwise searched all of theirs for every API request.
 */
class IndexedRequestMappings extends RequestMappingHandlerMapping {

    /** Before the actuator's endpoint mappings, after nothing else. */
    static final int ORDER = -200;

    /** No pattern can match (compared by identity). */
    private static final List<Candidate> NONE = java.util.Collections.unmodifiableList(new ArrayList<>());

    private record Candidate(RequestMappingInfo mapping, HandlerMethod handler) {
    }

    /** Candidates by literal first segment, each list with the wildcard candidates; null until first used. */
    private volatile Map<String, List<Candidate>> index;

    @Override
    protected HandlerMethod lookupHandlerMethod(String lookupPath, HttpServletRequest request) throws Exception {
        List<Candidate> candidates = candidatesFor(lookupPath);
        if (candidates == NONE) {
            return null;
        }
        if (candidates == null || CorsUtils.isPreFlightRequest(request)) {
            return super.lookupHandlerMethod(lookupPath, request);
        }
        RequestMappingInfo best = null;
        HandlerMethod handler = null;
        Comparator<RequestMappingInfo> order = null;
        for (Candidate candidate : candidates) {
            RequestMappingInfo matched = getMatchingMapping(candidate.mapping(), request);
            if (matched == null) {
                continue;
            }
            if (best != null) {
                order = order != null ? order : getMappingComparator(request);
                int comparison = order.compare(matched, best);
                if (comparison == 0) {
                    return super.lookupHandlerMethod(lookupPath, request);
                }
                if (comparison > 0) {
                    continue;
                }
            }
            best = matched;
            handler = candidate.handler();
        }
        if (best == null) {
            return super.lookupHandlerMethod(lookupPath, request);
        }
        request.setAttribute(BEST_MATCHING_HANDLER_ATTRIBUTE, handler);
        handleMatch(best, lookupPath, request);
        return handler;
    }

    /** What Spring's lookup alone answers: the reference the index is tested against. */
    HandlerMethod unindexedLookup(String lookupPath, HttpServletRequest request) throws Exception {
        return super.lookupHandlerMethod(lookupPath, request);
    }

    /** How many mappings a lookup of the path tries (all of them when the index does not answer). */
    int triedFor(String lookupPath) {
        List<Candidate> candidates = candidatesFor(lookupPath);
        return candidates == null ? getHandlerMethods().size() : candidates.size();
    }

    @Override
    protected void registerHandlerMethod(Object handler, Method method, RequestMappingInfo mapping) {
        super.registerHandlerMethod(handler, method, mapping);
        index = null;
    }

    @Override
    public void unregisterMapping(RequestMappingInfo mapping) {
        super.unregisterMapping(mapping);
        index = null;
    }

    private List<Candidate> candidatesFor(String lookupPath) {
        if (!lookupPath.startsWith("/")) {
            return null;
        }
        int end = lookupPath.indexOf('/', 1);
        String first = lookupPath.substring(1, end < 0 ? lookupPath.length() : end);
        if (first.indexOf('%') >= 0 || first.indexOf(';') >= 0) {
            return null; // Spring matches the segment decoded and without its parameters
        }
        Map<String, List<Candidate>> byFirst = index;
        if (byFirst == null) {
            byFirst = build();
            index = byFirst;
        }
        List<Candidate> candidates = byFirst.get(first);
        if (candidates == null && byFirst.containsKey(null)) {
            return null;
        }
        return candidates == null ? NONE : candidates;
    }

    @Override
    public int getOrder() {
        return ORDER;
    }

    /**
     * The candidates by first segment, each list with the patterns that do not begin with a literal segment; a null
     * key (mapped to an empty list) when there are such patterns, so that no first segment is then ruled out.
     */
    private Map<String, List<Candidate>> build() {
        Map<String, Set<Candidate>> literal = new HashMap<>();
        List<Candidate> wild = new ArrayList<>();
        for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : getHandlerMethods().entrySet()) {
            Candidate candidate = new Candidate(entry.getKey(), entry.getValue());
            PathPatternsRequestCondition patterns = entry.getKey().getPathPatternsCondition();
            if (patterns == null) {
                return java.util.Collections.singletonMap(null, NONE); // another path matcher: leave every lookup to Spring
            }
            for (PathPattern pattern : patterns.getPatterns()) {
                String first = firstLiteralSegment(pattern.getPatternString());
                if (first == null) {
                    wild.add(candidate);
                } else {
                    literal.computeIfAbsent(first, k -> new LinkedHashSet<>()).add(candidate);
                }
            }
        }
        Map<String, List<Candidate>> byFirst = new HashMap<>();
        if (!wild.isEmpty()) {
            byFirst.put(null, NONE);
        }
        literal.forEach((first, candidates) -> {
            Set<Candidate> all = new LinkedHashSet<>(candidates);
            all.addAll(wild);
            byFirst.put(first, List.copyOf(all));
        });
        return byFirst;
    }

    /** The pattern's first segment if it matches only itself (no variable, wildcard or encoded character). */
    static String firstLiteralSegment(String pattern) {
        if (!pattern.startsWith("/")) {
            return null;
        }
        int end = pattern.indexOf('/', 1);
        String first = pattern.substring(1, end < 0 ? pattern.length() : end);
        for (char c : first.toCharArray()) {
            if (c == '{' || c == '*' || c == '?' || c == '%' || c == ';' || c == '\\') {
                return null;
            }
        }
        return first;
    }
}
