package dev.avs.web;

import dev.avs.persistence.Timestamps;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.apache.catalina.core.StandardHost;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WebProperties.class)
class WebConfiguration implements WebMvcConfigurer {

    private final JsonMapper json;
    private final WebProperties properties;

    WebConfiguration(JsonMapper json, WebProperties properties) {
        this.json = json;
        this.properties = properties;
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    /** snake_case field names and second-precision UTC timestamps, as the contract wants. */
    @Bean
    static JsonMapperBuilderCustomizer contractJson() {
        SimpleModule timestamps = new SimpleModule("contract-timestamps");
        timestamps.addSerializer(Instant.class, new ValueSerializer<>() {
            @Override
            public void serialize(Instant value, JsonGenerator gen, SerializationContext ctx) {
                gen.writeString(Timestamps.format(value));
            }
        });
        return builder -> builder.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(tools.jackson.core.StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
                .enable(tools.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .addModule(timestamps);
    }

    /** The container's own error reports (for requests it refuses before any filter) in the contract's envelope. */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> containerErrorReports() {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ContainerErrorValve.class.getName());
            }
        });
    }

    /** Request mappings looked up by their first path segment ({@link IndexedRequestMappings}). */
    @Bean
    static org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations indexedRequestMappings() {
        return new org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations() {
            @Override
            public org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping
                    getRequestMappingHandlerMapping() {
                return new IndexedRequestMappings();
            }
        };
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new BodyArgumentResolver(json, properties.limits()));
    }

    /** The firewall's refusals of a whole request (before any filter of ours sees it) in the envelope too. */
    @Bean
    org.springframework.security.web.firewall.RequestRejectedHandler requestRejectedHandler(ErrorResponses errors) {
        return (request, response, rejected) -> errors.write(ErrorResponses.rejected(), request, response);
    }

    @Bean
    FilterRegistrationBean<FailureFilter> failureFilter(ErrorResponses errors) {
        return register(new FailureFilter(errors), FilterOrder.FAILURES);
    }

    @Bean
    FilterRegistrationBean<RequestIdFilter> requestIdFilter() {
        return register(new RequestIdFilter(), FilterOrder.REQUEST_ID);
    }

    @Bean
    FilterRegistrationBean<QueryStringFilter> queryStringFilter(ErrorResponses errors) {
        return register(new QueryStringFilter(errors), FilterOrder.QUERY_STRING);
    }

    @Bean
    FilterRegistrationBean<ApiVersionFilter> apiVersionFilter(WebProperties properties, ErrorResponses errors) {
        return register(new ApiVersionFilter(properties.versions(), errors), FilterOrder.API_VERSION);
    }

    @Bean(destroyMethod = "close")
    RateLimitBuckets rateLimitBuckets(WebProperties properties, javax.sql.DataSource dataSource) {
        return RateLimitBuckets.create(properties.rateLimit().store(), dataSource);
    }

    @Bean
    FilterRegistrationBean<RateLimitFilter> rateLimitFilter(WebProperties properties, RateLimitBuckets buckets,
                                                            ErrorResponses errors) {
        return register(new RateLimitFilter(properties.rateLimit(), buckets, errors), FilterOrder.RATE_LIMIT);
    }

    @Bean
    FilterRegistrationBean<BodyLimitFilter> bodyLimitFilter(WebProperties properties, ErrorResponses errors) {
        return register(new BodyLimitFilter(properties.limits(), errors), FilterOrder.BODY);
    }

    @Bean
    FilterRegistrationBean<IdempotencyFilter> idempotencyFilter(IdempotencyRepository records, WebProperties properties,
                                                                ErrorResponses errors, Clock clock,
                                                                org.springframework.transaction.PlatformTransactionManager transactions) {
        return register(new IdempotencyFilter(records, properties.idempotency(), errors, clock, transactions),
                FilterOrder.IDEMPOTENCY);
    }

    private static <F extends jakarta.servlet.Filter> FilterRegistrationBean<F> register(F filter, int order) {
        FilterRegistrationBean<F> registration = new FilterRegistrationBean<>(filter);
        registration.setOrder(order);
        return registration;
    }
}
