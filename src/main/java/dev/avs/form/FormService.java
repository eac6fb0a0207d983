package dev.avs.form;

import static dev.avs.reference.DocumentType.ADDRESS_DOCUMENT;
import static dev.avs.reference.DocumentType.DRIVERS_LICENSE;
import static dev.avs.reference.DocumentType.GOVERNMENT_ID;
import static dev.avs.reference.DocumentType.PASSPORT;
import static dev.avs.reference.DocumentType.SELFIE_IMAGE;

import dev.avs.account.AccountCreated;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.reference.DocumentType.Purpose;
import dev.avs.reference.DocumentType;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
class FormService {

    private final FormRepository forms;
    private final Clock clock;

    FormService(FormRepository forms, Clock clock) {
        this.forms = forms;
        this.clock = clock;
    }

    /** Every new account starts with a ready person KYC form and a company KYB form. */
    @EventListener
    void giveDefaults(AccountCreated created) {
        Instant now = clock.instant();
        forms.insert(created.account().value(), new Form(Ids.newId(), Form.DEFAULT_NAMES.get("PERSON"), "PERSON",
                List.of("PROFILE", "DOCUMENT", "SELFIE", "ADDRESS"),
                Stream.concat(DocumentType.of(Purpose.IDENTITY).stream(), Stream.of(SELFIE_IMAGE, ADDRESS_DOCUMENT))
                        .toList(),
                List.of("PROFILE", "DOCUMENT", "FACIAL", "ADDRESS", "AML"), 86_400L, 3, null, null, true, now, now));
        forms.insert(created.account().value(), new Form(Ids.newId(), Form.DEFAULT_NAMES.get("COMPANY"), "COMPANY",
                List.of("COMPANY", "AFFILIATED_PERSONS", "DOCUMENT", "ADDRESS"),
                Stream.concat(DocumentType.of(Purpose.COMPANY).stream(), Stream.of(PASSPORT, GOVERNMENT_ID,
                        DRIVERS_LICENSE, ADDRESS_DOCUMENT)).toList(),
                List.of("PROFILE", "COMPANY", "ADDRESS", "AML"), 86_400L, 3, null, null, true, now, now));
    }

    @Transactional(readOnly = true)
    Page<Form> list(AccountId account, PageRequest page) {
        return page.page(forms.page(account.value(), page), f -> new PageRequest.Position(f.createdAt(), f.formId()));
    }
}
