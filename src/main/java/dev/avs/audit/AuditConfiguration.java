package dev.avs.audit;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration(proxyBeanMethods = false)
class AuditConfiguration implements WebMvcConfigurer {

    private final ReadAudit reads;

    AuditConfiguration(ReadAudit reads) {
        this.reads = reads;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(reads);
    }
}
