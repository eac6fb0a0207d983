package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class FormController {

    private final FormService forms;
    private final Cursors cursors;

    FormController(FormService forms, Cursors cursors) {
        this.forms = forms;
        this.cursors = cursors;
    }

    @GetMapping("/forms")
    Page<Form> list(AccountId account, @RequestParam(required = false) String limit,
                    @RequestParam(required = false) String cursor) {
        return forms.list(account, cursors.request(limit, cursor));
    }
}
