package dev.avs.form;

import dev.avs.form.page.PageHeaders;
import dev.avs.web.FilterOrder;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(FormProperties.class)
class FormConfiguration {

    /** Right after the request id, so that every answer of the pages carries the headers, errors too. */
    @Bean
    FilterRegistrationBean<PageHeaders> pageHeaders() {
        FilterRegistrationBean<PageHeaders> registration = new FilterRegistrationBean<>(new PageHeaders());
        registration.setOrder(FilterOrder.REQUEST_ID + 1);
        return registration;
    }
}
