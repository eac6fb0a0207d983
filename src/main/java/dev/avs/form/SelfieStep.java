package dev.avs.form;

import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.face.FaceAnalysis;
import dev.avs.face.Faces;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * A selfie (the front camera opens on phones), stored as a SELFIE_IMAGE document. The face engine looks at it at
 * once: a photo with no face, or with several, is refused on the page with what to do, instead of failing the
 * verification later.
 */
@Component
class SelfieStep implements StepPage {

    private static final String KEY = "selfie";
    private static final String IMAGES = "image/jpeg,image/png,image/webp";

    private final Documents documents;
    private final Uploads uploads;
    private final StepRunner runner;
    private final Texts texts;
    private final Faces faces;

    SelfieStep(Documents documents, Uploads uploads, StepRunner runner, Texts texts, Faces faces) {
        this.faces = faces;
        this.documents = documents;
        this.uploads = uploads;
        this.runner = runner;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.SELFIE;
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<FieldView> inputs = List.of(FieldView.of("file", "selfie").label(texts.get("field.selfie.label"))
                .hint(texts.get("field.selfie.hint")).error(errors.of("selfie"))
                .required(context.progress().id(KEY + ".selfie") == null).accept("image/*," + IMAGES)
                .capture("user").current(context.progress().id(KEY + ".selfie.name")).build());
        return PageView.simple(texts.get("step.selfie.title"), texts.get("step.selfie.intro"), errors.summary(inputs),
                inputs, texts.get("button.continue"));
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        PageErrors errors = new PageErrors();
        Map<String, String> stored = new LinkedHashMap<>(uploads.store(context, input, KEY + ".", List.of("selfie"),
                errors));
        String uploaded = stored.get(KEY + ".selfie");
        if (uploaded != null) {
            String problem = faceProblem(context, uploaded);
            if (problem != null) {
                errors.field("selfie", texts.get(problem));
                stored.remove(KEY + ".selfie");
                stored.remove(KEY + ".selfie.name");
            }
        }
        if (!stored.containsKey(KEY + ".selfie") && context.progress().id(KEY + ".selfie") == null
                && !errors.has("selfie")) {
            errors.field("selfie", texts.get("field.selfie.required"));
        }
        StepRunner.Result result = runner.apply(context, step(), null, stored, errors,
                parameter -> parameter.equals("front_side_id") ? "selfie" : null, true, progress -> {
                    if (errors.any()) {
                        return;
                    }
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    if (progress.id(KEY) == null) {
                        body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                        body.put("type", List.of("SELFIE_IMAGE"));
                    }
                    body.put("front_side_id", List.of(progress.id(KEY + ".selfie")));
                    progress.setId(KEY, documents.save(context.account(), new SaveDocument(progress.id(KEY), body)));
                });
        return Outcome.of(result, Outcome.next(), Map.of(), errors);
    }

    /** The text key of what is wrong with the selfie's faces, or null when it shows one face (or no engine runs). */
    private String faceProblem(FormContext context, String fileId) {
        Optional<FaceAnalysis> analysis = faces.analysis(context.account(), fileId);
        if (analysis.filter(FaceAnalysis::decodable).isEmpty()) {
            return null;
        }
        int found = faces.largeFaces(analysis).size();
        return found == 0 ? "field.selfie.no_face" : found > 1 ? "field.selfie.several_faces" : null;
    }
}
