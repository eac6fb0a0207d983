package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import tools.jackson.databind.json.JsonMapper;

/** Lets a controller take a {@link Body} (JSON or form) or a {@link Multipart} parameter. */
class BodyArgumentResolver implements HandlerMethodArgumentResolver {

    private final JsonMapper json;
    private final WebProperties.Limits limits;

    BodyArgumentResolver(JsonMapper json, WebProperties.Limits limits) {
        this.json = json;
        this.limits = limits;
    }

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == Body.class || parameter.getParameterType() == Multipart.class;
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer container, NativeWebRequest request,
                                  WebDataBinderFactory binders) {
        HttpServletRequest servlet = request.getNativeRequest(HttpServletRequest.class);
        return parameter.getParameterType() == Body.class ? Body.parse(servlet, json)
                : Multipart.of(servlet, limits.multipartBodyBytes(), limits.file().toBytes());
    }
}
