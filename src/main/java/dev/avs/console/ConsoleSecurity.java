package dev.avs.console;

import dev.avs.account.Accounts;
import dev.avs.vault.SealedSecret;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Spring Security for {@code /console/**} only (the API and the hosted form keep their own filters): sign-in with
 * a form, a session cookie whose id changes at sign-in, CSRF tokens on every form, roles per path, idle and
 * absolute session timeouts, and response headers that keep the pages out of frames and scripts from elsewhere.
 */
@Configuration
@EnableConfigurationProperties(ConsoleProperties.class)
class ConsoleSecurity {

    /** The console's session cookie (server.servlet.session.cookie.name). */
    static final String SESSION_COOKIE = "AVS_SESSION";
    static final String SIGNED_IN_AT = "avs.console.signed-in-at";
    static final String SEEN_AT = "avs.console.seen-at";

    /** The users' TOTP secrets, sealed by the vault. */
    @Bean
    SealedSecret totpSecrets() {
        return Totp.SECRETS;
    }

    /** Also for operator commands, which run without the web server. */
    @Bean
    PasswordEncoder consolePasswords() {
        return new BCryptPasswordEncoder(12);
    }

    /** The web part: only where there is a servlet web server (not for operator commands). */
    @Configuration
    @org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication(
            type = org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type.SERVLET)
    static class Chain {

        @Bean
        SecurityFilterChain consoleChain(HttpSecurity http, ConsoleAuthentication authentication,
                                         ConsoleProperties properties, Clock clock, ConsoleUserRepository users,
                                         Accounts accounts) throws Exception {
            var failures = new org.springframework.security.web.authentication
                    .ExceptionMappingAuthenticationFailureHandler();
            failures.setDefaultFailureUrl("/console/sign-in?failed");
            failures.setExceptionMappings(java.util.Map.of(ConsoleAuthentication.SignInLimited.class.getName(),
                    "/console/sign-in?limited"));
            SavedRequestAwareAuthenticationSuccessHandler landing = new SavedRequestAwareAuthenticationSuccessHandler();
            landing.setDefaultTargetUrl("/console");
            landing.setAlwaysUseDefaultTargetUrl(false);
            http.securityMatcher("/console/**")
                    // its own manager, with no parent: the global one holds this provider too (it is a bean), and a
                    // failed sign-in would be tried there again (two bcrypt checks, two failures counted)
                    .authenticationManager(new org.springframework.security.authentication.ProviderManager(
                            authentication))
                    .authorizeHttpRequests(paths -> paths
                            .requestMatchers("/console/sign-in", "/console/forbidden").permitAll()
                            .requestMatchers("/console/admin/**", "/console/audit/**", "/console/audit.csv").hasRole("ADMIN")
                            .requestMatchers(HttpMethod.POST, "/console/verifications/*/decision",
                                    "/console/verifications/*/claim").hasAnyRole("ADMIN", "REVIEWER")
                            .anyRequest().authenticated())
                    .formLogin(form -> form.loginPage("/console/sign-in").loginProcessingUrl("/console/sign-in")
                            .usernameParameter("email").passwordParameter("password")
                            .authenticationDetailsSource(ConsoleAuthentication.DETAILS)
                            .successHandler((request, response, auth) -> {
                                HttpSession session = request.getSession();
                                session.setMaxInactiveInterval((int) properties.idleTimeout().toSeconds());
                                session.setAttribute(SIGNED_IN_AT, clock.millis());
                                session.setAttribute(SEEN_AT, clock.millis());
                                landing.onAuthenticationSuccess(request, response, auth);
                            })
                            .failureHandler(failures))
                    .logout(out -> out.logoutUrl("/console/sign-out").logoutSuccessUrl("/console/sign-in?signed-out")
                            .deleteCookies(SESSION_COOKIE))
                    .sessionManagement(sessions -> sessions.sessionFixation(fixation -> fixation.changeSessionId()))
                    .exceptionHandling(errors -> errors.accessDeniedPage("/console/forbidden"))
                    .headers(headers -> headers
                            .contentSecurityPolicy(csp -> csp.policyDirectives("default-src 'self'; img-src 'self' data:;"
                                    + " style-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none';"
                                    + " form-action 'self'; base-uri 'none'"))
                            .referrerPolicy(referrer -> referrer.policy(
                                    org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter
                                            .ReferrerPolicy.SAME_ORIGIN)))
                    .addFilterAfter(new Timeouts(properties, clock), SecurityContextHolderFilter.class)
                    .addFilterAfter(new ConsoleAccess(users, accounts, properties), Timeouts.class);
            return http.build();
        }
    }

    /**
     * Ends a signed-in session unused for the idle timeout, and one its absolute lifetime after sign-in however
     * busy it has been, by the service's clock (the container's own idle expiry, set at sign-in, is the backstop).
     */
    static final class Timeouts extends OncePerRequestFilter {
        private final ConsoleProperties properties;
        private final Clock clock;

        Timeouts(ConsoleProperties properties, Clock clock) {
            this.properties = properties;
            this.clock = clock;
        }

        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            HttpSession session = request.getSession(false);
            long now = clock.millis();
            if (session != null && session.getAttribute(SIGNED_IN_AT) instanceof Long signedInAt
                    && session.getAttribute(SEEN_AT) instanceof Long seenAt) {
                if (now - signedInAt > properties.absoluteTimeout().toMillis()
                        || now - seenAt > properties.idleTimeout().toMillis()) {
                    endSession(request, response, "expired");
                    return;
                }
                session.setAttribute(SEEN_AT, now);
            }
            chain.doFilter(request, response);
        }
    }

    /** Ends the request's session here and sends the visitor to sign in again, the page saying why. */
    static void endSession(HttpServletRequest request, HttpServletResponse response, String why) throws IOException {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        org.springframework.security.core.context.SecurityContextHolder.clearContext();
        response.sendRedirect(request.getContextPath() + "/console/sign-in?" + why);
    }
}
