package dev.avs.account;

import dev.avs.web.ErrorType;
import dev.avs.web.ApiCaller;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorResponses;
import dev.avs.web.FilterOrder;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AccountProperties.class)
class AccountConfiguration implements WebMvcConfigurer {

    @Bean
    FilterRegistrationBean<AuthenticationFilter> authenticationFilter(AccountRepository accounts, KeyCache cache,
                                                                      ErrorResponses errors) {
        FilterRegistrationBean<AuthenticationFilter> registration =
                new FilterRegistrationBean<>(new AuthenticationFilter(accounts, cache, errors));
        registration.setOrder(FilterOrder.AUTHENTICATION);
        return registration;
    }

    /**
     * Controllers declare an {@link AccountId} parameter to get the caller's account, or an {@link ApiCaller} for
     * the key too (what a verification was created with decides what signs its callbacks).
     */
    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new HandlerMethodArgumentResolver() {
            @Override
            public boolean supportsParameter(MethodParameter parameter) {
                return parameter.getParameterType() == AccountId.class || parameter.getParameterType() == ApiCaller.class;
            }

            @Override
            public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
                                          NativeWebRequest request, WebDataBinderFactory binders) {
                ApiCaller caller = ApiCaller.of(request.getNativeRequest(HttpServletRequest.class));
                if (caller == null) {
                    throw new ApiException(ErrorType.UNAUTHORIZED, "Authentication required");
                }
                return parameter.getParameterType() == ApiCaller.class ? caller : new AccountId(caller.accountId());
            }
        });
    }
}
