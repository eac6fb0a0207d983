package dev.avs.audit;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** The access log's part in handling a request: reads whose events are handed over before the handler runs. */
@Configuration(proxyBeanMethods = false)
class AuditWebConfiguration implements WebMvcConfigurer {

    private final ReadAudit reads;

    AuditWebConfiguration(ReadAudit reads) {
        this.reads = reads;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(reads).addPathPatterns("/applicants/*");
    }
}
