package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import org.springframework.stereotype.Component;

/** The faces of every uploaded photo, found in the background so that the FACIAL check only reads them. */
@Component
class FaceUploadAnalysis implements ContentAnalysis {

    private final Faces faces;

    FaceUploadAnalysis(Faces faces) {
        this.faces = faces;
    }

    @Override
    public String name() {
        return "face";
    }

    @Override
    public boolean onUpload(FileStored stored) {
        return faces.enabled() && stored.contentType().startsWith("image/");
    }

    @Override
    public boolean runsHere() {
        return true;
    }

    @Override
    public void analyse(AccountId account, String fileId) {
        faces.analysis(account, fileId);
    }
}
