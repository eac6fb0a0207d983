package dev.avs.form.page;

import dev.avs.web.FilterOrder;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class PageConfiguration {

    /** Right after the request id, so that every answer of the pages carries the headers, errors too. */
    @Bean
    FilterRegistrationBean<PageHeaders> pageHeaders() {
        FilterRegistrationBean<PageHeaders> registration = new FilterRegistrationBean<>(new PageHeaders());
        registration.setOrder(FilterOrder.REQUEST_ID + 1);
        return registration;
    }
}
