package dev.avs.form.page;

import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/** The pages' texts, from the message bundle {@code messages/form}, in the request's language where available. */
@Component
class Texts {

    private final MessageSource messages;

    Texts(MessageSource messages) {
        this.messages = messages;
    }

    String get(String key, Object... args) {
        return messages.getMessage(key, args, locale());
    }

    /** The text, or null when the bundle has none for the key. */
    String find(String key, Object... args) {
        return messages.getMessage(key, args, null, locale());
    }

    private static Locale locale() {
        return LocaleContextHolder.getLocale();
    }
}
