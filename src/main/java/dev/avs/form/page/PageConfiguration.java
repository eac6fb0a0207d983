package dev.avs.form.page;

import dev.avs.web.FilterOrder;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.LocaleResolver;

@Configuration(proxyBeanMethods = false)
class PageConfiguration {

    /** Right after the request id, so that every answer of the pages carries the headers, errors too. */
    @Bean
    FilterRegistrationBean<PageHeaders> pageHeaders() {
        FilterRegistrationBean<PageHeaders> registration = new FilterRegistrationBean<>(new PageHeaders());
        registration.setOrder(FilterOrder.REQUEST_ID + 1);
        return registration;
    }

    /** The pages' languages ({@link PageLanguage}); Spring Boot's resolver gives way to a bean of this name. */
    @Bean(name = DispatcherServlet.LOCALE_RESOLVER_BEAN_NAME)
    LocaleResolver localeResolver() {
        return new PageLanguage.Resolver();
    }
}
