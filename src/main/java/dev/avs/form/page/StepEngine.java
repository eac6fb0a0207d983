package dev.avs.form.page;

import dev.avs.form.page.StepInput.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * Shows and posts every step the same way, from its {@link StepDefinition}: the inputs from their declarations;
 * a post copies what was entered, requires what must be filled, checks the choices and dates, stores the photos,
 * then saves under the URL's lock ({@link StepRunner}), mapping the API's problems back to the page's inputs.
 */
@Component
class StepEngine {

    private final PageFields fields;
    private final Uploads uploads;
    private final StepRunner runner;
    private final Texts texts;

    StepEngine(PageFields fields, Uploads uploads, StepRunner runner, Texts texts) {
        this.fields = fields;
        this.uploads = uploads;
        this.runner = runner;
        this.texts = texts;
    }

    /** The page of a defined step. */
    StepPage page(StepDefinition definition) {
        return new DefinedPage(definition);
    }

    private final class DefinedPage implements StepPage {

        private final StepDefinition definition;

        private DefinedPage(StepDefinition definition) {
            this.definition = definition;
        }

        @Override
        public Step step() {
            return definition.step();
        }

        @Override
        public Map<String, String> prefill(FormContext context) {
            return definition.prefill() == null ? Map.of() : definition.prefill().apply(context);
        }

        @Override
        public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
            return StepEngine.this.view(definition, context, values, errors);
        }

        @Override
        public Outcome post(FormContext context, Input input) {
            StepDefinition.ItemList list = definition.list();
            if (list == null) {
                return StepEngine.this.post(definition, context, input);
            }
            return switch (input.action()) {
                case "add" -> StepEngine.this.post(definition, context, input);
                case "remove" -> runner.removeListed(context, step(), list.key(), input.get("item"),
                        id -> list.remove().accept(context, id));
                default -> moveOn(definition, context);
            };
        }
    }

    PageView view(StepDefinition definition, FormContext context, Map<String, String> values, PageErrors errors) {
        List<StepInput> present = present(definition, context);
        // a hidden input holds what the page draws for each showing (the selfie's challenge): never what was posted
        // or kept, which may have been used already
        Map<String, String> shown = values;
        if (definition.prefill() != null && present.stream().anyMatch(i -> i.kind() == Kind.HIDDEN)) {
            shown = new LinkedHashMap<>(values);
            Map<String, String> fresh = definition.prefill().apply(context);
            for (StepInput input : present) {
                if (input.kind() == Kind.HIDDEN) {
                    shown.put(input.name(), fresh.getOrDefault(input.name(), ""));
                }
            }
        }
        Map<String, String> pageValues = shown;
        List<FieldView> inputs = present.stream()
                .map(input -> field(definition, input, context, pageValues, errors)).toList();
        String page = definition.page().apply(context);
        String title = texts.get("step." + page + ".title");
        String intro = texts.get("step." + page + ".intro");
        StepDefinition.ItemList list = definition.list();
        if (list == null) {
            return PageView.simple(title, intro, errors.summary(inputs), inputs, texts.get("button.continue"));
        }
        return new PageView(title, intro, errors.summary(inputs), inputs, "add", texts.get(list.addLabel()),
                texts.get(list.title()), list.items().apply(context), texts.get("button.continue"), null, List.of());
    }

    private FieldView field(StepDefinition definition, StepInput input, FormContext context,
                            Map<String, String> values, PageErrors errors) {
        String name = input.name();
        boolean required = input.requiredIn().test(context);
        return switch (input.kind()) {
            case DATE -> fields.date(name, values, errors, required, input.autocomplete());
            case COUNTRY -> fields.country(name, values, errors, required);
            case RADIOS -> fields.radios(name, input.group(), input.choices().apply(context), values, errors,
                    required);
            case SELECT -> input.defaultValue() == null
                    ? fields.select(name, input.group(), input.choices().apply(context), values, errors, required)
                    : fields.input("select", name, values, errors, required).options(options(input, context,
                            values.getOrDefault(name, input.defaultValue()))).build();
            case CHECKBOX -> fields.checkbox(name, values, errors, required);
            case FILE -> {
                String current = context.progress().id(definition.uploadKey() + name + ".name");
                String accept = input.accept() != null ? "image/*," + input.accept()
                        : input.capture() == null ? PageFields.ACCEPT : "image/*," + PageFields.ACCEPT;
                yield fields.input("file", name, Map.of(), errors, required && current == null).accept(accept)
                        .capture(input.capture()).current(current).showWhen(input.showWhen().apply(context))
                        .build();
            }
            default -> fields.input(input.kind().html, name, values, errors, required)
                    .autocomplete(input.autocomplete()).inputmode(input.inputmode())
                    .showWhen(input.showWhen().apply(context)).build();
        };
    }

    /** A choice whose labels are its values' own ({@code option.<group>.<value>} or the choice's names). */
    private List<FieldView.Option> options(StepInput input, FormContext context, String selected) {
        List<FieldView.Option> options = new ArrayList<>();
        input.choices().apply(context).forEach(value -> options.add(new FieldView.Option(value,
                input.label() != null ? input.label().apply(context, value)
                        : texts.get("option." + input.group() + "." + value), value.equals(selected))));
        return options;
    }

    private StepPage.Outcome post(StepDefinition definition, FormContext context, Input input) {
        List<StepInput> present = present(definition, context);
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, String> dates = new LinkedHashMap<>();
        PageErrors errors = new PageErrors();
        for (StepInput field : present) {
            String name = field.name();
            switch (field.kind()) {
                // digits typed on an Arabic, Persian or Devanagari keyboard count as the ASCII digits they are
                case DATE -> List.of("_day", "_month", "_year")
                        .forEach(p -> values.put(name + p, PageFields.asciiDigits(input.get(name + p))));
                case NUMBER, TEL -> values.put(name, PageFields.asciiDigits(input.get(name)));
                case CHECKBOX -> values.put(name, input.get(name).isEmpty() ? "" : "true");
                case FILE -> {
                }
                default -> values.put(name, input.get(name).isEmpty() && field.defaultValue() != null
                        ? field.defaultValue() : input.get(name));
            }
        }
        for (StepInput field : present) {
            String name = field.name();
            boolean mustBeFilled = field.mustBeFilled(context, values);
            if (field.kind() == Kind.DATE) {
                String date = fields.date(name, values, errors);
                dates.put(name, date);
                if (mustBeFilled) {
                    fields.require(name, Map.of(name, date == null ? "invalid" : date), errors);
                }
            } else if ((field.kind() == Kind.RADIOS || field.kind() == Kind.SELECT)
                    && field.requiredIn().test(context)) {
                String value = values.get(name);
                if (!value.isEmpty() && !field.choices().apply(context).contains(value)) {
                    errors.field(name, texts.get("field." + name + ".required"));
                }
            }
            if (mustBeFilled && field.kind() != Kind.DATE && field.kind() != Kind.FILE) {
                fields.require(name, values, errors);
            }
        }
        Map<String, String> stored = store(definition, context, input, present, values, errors);
        StepDefinition.Posted posted = new StepDefinition.Posted(context, values, dates, errors, present);
        StepDefinition.ItemList list = definition.list();
        boolean hasValues = present.stream().anyMatch(i -> i.kind() != Kind.FILE);
        StepRunner.Result result = runner.apply(context, definition.step(), hasValues ? values : null, stored,
                errors, fieldOf(present), list == null, progress -> {
                    definition.save().save(posted, progress);
                    if (list != null) {
                        present.stream().filter(i -> i.kind() == Kind.FILE).forEach(i -> {
                            progress.setId(definition.uploadKey() + i.name(), null);
                            progress.setId(definition.uploadKey() + i.name() + ".name", null);
                        });
                        progress.keep(definition.step().name(), Map.of());
                    }
                });
        if (result == StepRunner.Result.DONE && list == null && !stored.isEmpty() && definition.afterSave() != null) {
            List<String> photos = present.stream().filter(i -> i.kind() == Kind.FILE)
                    .map(i -> definition.uploadKey() + i.name())
                    .map(key -> stored.getOrDefault(key, context.progress().id(key)))
                    .filter(Objects::nonNull).toList();
            StepDefinition.Warning warning = definition.afterSave().warning(posted, photos);
            if (warning != null) {
                PageErrors shown = new PageErrors();
                shown.field(warning.input(), warning.text());
                return StepPage.Outcome.invalid(values, shown);
            }
        }
        return StepPage.Outcome.of(result, list == null ? StepPage.Outcome.next() : StepPage.Outcome.stay(), values,
                errors);
    }

    /**
     * Stores the photos posted, checks each new one, and requires a photo where one must be and none was stored
     * before. Returns the progress ids of what was stored.
     */
    private Map<String, String> store(StepDefinition definition, FormContext context, Input input,
                                      List<StepInput> present, Map<String, String> values, PageErrors errors) {
        List<StepInput> files = present.stream().filter(i -> i.kind() == Kind.FILE).toList();
        if (files.isEmpty()) {
            return Map.of();
        }
        String key = definition.uploadKey();
        Map<String, String> stored = new LinkedHashMap<>(uploads.store(context, input, key,
                files.stream().map(StepInput::name).toList(), errors));
        for (StepInput file : files) {
            String id = stored.get(key + file.name());
            String problem = id == null || definition.uploadCheck() == null ? null
                    : definition.uploadCheck().problem(context, file.name(), id, values);
            if (problem != null) {
                errors.field(file.name(), texts.get(problem));
                stored.remove(key + file.name());
                stored.remove(key + file.name() + ".name");
            }
            if (file.mustBeFilled(context, values) && !stored.containsKey(key + file.name())
                    && context.progress().id(key + file.name()) == null && !errors.has(file.name())) {
                errors.field(file.name(), texts.get("field." + file.name() + ".required"));
            }
        }
        return stored;
    }

    /** An item list's step goes on when the list is enough for what the form verifies. */
    private StepPage.Outcome moveOn(StepDefinition definition, FormContext context) {
        PageErrors errors = new PageErrors();
        String notEnough = definition.list().notEnough().apply(context);
        if (notEnough != null) {
            errors.general(texts.get(notEnough));
        }
        StepRunner.Result result = runner.apply(context, definition.step(), null, Map.of(), errors, p -> null, true,
                p -> {
                });
        return StepPage.Outcome.of(result, StepPage.Outcome.next(),
                context.progress().values(definition.step().name()), errors);
    }

    private static List<StepInput> present(StepDefinition definition, FormContext context) {
        return definition.inputs().stream().filter(i -> i.present().test(context)).toList();
    }

    /** The API's parameters mapped to the inputs that post them; others are problems of the page. */
    private static Function<String, String> fieldOf(List<StepInput> inputs) {
        Map<String, String> byParameter = new LinkedHashMap<>();
        inputs.forEach(i -> {
            if (i.parameter() != null) {
                byParameter.putIfAbsent(i.parameter(), i.name());
            }
        });
        return byParameter::get;
    }
}
