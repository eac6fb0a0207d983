package dev.avs.console;

import dev.avs.persistence.Ids;
import dev.avs.webhook.Deliveries;
import dev.avs.face.ClipReview;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.verification.CheckType;
import dev.avs.verification.Evidence;
import dev.avs.verification.Policies;
import dev.avs.verification.Reason;
import dev.avs.verification.Reviews;
import dev.avs.verification.VerificationView;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import java.util.Arrays;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A verification in the console: the applicant's data as snapshotted, every check with its reasons and details,
 * the document images, links to duplicate applicants; claiming it, and a reviewer's decision with exactly the
 * semantics of {@code POST /verifications/{id}/status} (callbacks follow as for an API decision). Another
 * account's verification or file is 404, as in the API.
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class VerificationPages {

    private final Verifications verifications;
    private final Reviews reviews;
    private final Claims claims;
    private final ConsoleUsers users;
    private final Files files;
    private final ConsoleAudit audit;
    private final VerificationSheet sheet;
    private final Deliveries deliveries;
    private final IdentityPanels panels;
    private final Policies policies;
    private final ClipReview clips;

    VerificationPages(Verifications verifications, Reviews reviews, Claims claims, ConsoleUsers users, Files files,
                      ConsoleAudit audit, VerificationSheet sheet, Deliveries deliveries,
                      IdentityPanels panels, Policies policies, ClipReview clips) {
        this.policies = policies;
        this.clips = clips;
        this.deliveries = deliveries;
        this.panels = panels;
        this.verifications = verifications;
        this.reviews = reviews;
        this.claims = claims;
        this.users = users;
        this.files = files;
        this.audit = audit;
        this.sheet = sheet;
    }

    @GetMapping("/console/verifications/{id}")
    String show(@PathVariable String id, HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        VerificationView view = verifications.view(me.account(), id).orElseThrow(ApiException::notFound);
        Verifications.Checked checked = verifications.checked(me.account(), id).orElseThrow(ApiException::notFound);
        Evidence evidence = reviews.evidence(me.account(), id).orElse(null);
        audit.record(me, "open_verification", "verification", id, null, request.getRemoteAddr());
        String holder = claims.holder(me.account(), id).orElse(null);
        model.addAttribute("v", view);
        model.addAttribute("sheet", sheet.of(checked.checks(), evidence));
        model.addAttribute("holderName", holder == null ? null
                : users.find(me.home(), holder).map(ConsoleUser::name).orElse("?"));
        model.addAttribute("mine", me.userId().equals(holder));
        model.addAttribute("callbacks", deliveries.ofVerification(me.account(), id));
        String formId = verifications.find(me.account(), id).map(Verifications.VerificationRef::formId).orElse(null);
        Reason facial = checked.firstReason(CheckType.FACIAL).or(() -> checked.firstReason(CheckType.VIDEO))
                .orElse(null);
        model.addAttribute("face", evidence == null ? null : panels.face(me.account(), evidence, facial,
                policies.effective(me.account(), formId)).orElse(null));
        model.addAttribute("mrz", evidence == null ? null : panels.mrz(me.account(), evidence).orElse(null));
        model.addAttribute("decidable", me.mayDecide() && checked.undecided()
                && (holder == null || me.userId().equals(holder)));
        return "console/verification";
    }

    @PostMapping("/console/verifications/{id}/claim")
    String claim(@PathVariable String id, HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        verifications.view(me.account(), id).orElseThrow(ApiException::notFound);
        if (claims.claim(me.account(), id, me.userId())) {
            audit.record(me, "claim", "verification", id, null, request.getRemoteAddr());
            flash.addFlashAttribute("notice", "You work on this verification now; others see it as yours.");
        } else {
            flash.addFlashAttribute("problem", "Another reviewer works on this verification.");
        }
        return "redirect:/console/verifications/" + id;
    }

    @PostMapping("/console/verifications/{id}/decision")
    String decide(@PathVariable String id, @RequestParam(required = false) String decision,
                  @RequestParam(required = false) String comment,
                  @RequestParam(name = "decline_reasons", required = false) String declineReasons,
                  HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        verifications.view(me.account(), id).orElseThrow(ApiException::notFound);
        if (!"approve".equals(decision) && !"decline".equals(decision)) {
            flash.addFlashAttribute("problem", "Choose approve or decline.");
            return "redirect:/console/verifications/" + id;
        }
        if (!claims.claim(me.account(), id, me.userId())) {
            flash.addFlashAttribute("problem", "Another reviewer works on this verification: it was not decided.");
            return "redirect:/console/verifications/" + id;
        }
        List<String> reasons = declineReasons == null || declineReasons.isBlank() ? List.of()
                : Arrays.stream(declineReasons.split("[,\\s]+")).filter(s -> !s.isBlank())
                        .map(s -> s.trim().toUpperCase(java.util.Locale.ROOT)).toList();
        try {
            reviews.decide(me.account(), id, decision.equals("approve"), comment, "decline".equals(decision)
                    ? reasons : List.of(), "console:" + me.userId());
        } catch (ApiException refused) {
            flash.addFlashAttribute("problem", refused.getMessage());
            return "redirect:/console/verifications/" + id;
        }
        claims.release(id);
        audit.record(me, decision.equals("approve") ? "approve" : "decline", "verification", id,
                reasons.isEmpty() ? null : "decline reasons " + String.join(" ", reasons), request.getRemoteAddr());
        flash.addFlashAttribute("notice", "Verification " + id + " " + decision + "d.");
        return "redirect:/console/queue";
    }

    /** A file of the account (document photos, selfies), shown inline; every download is in the audit trail. */
    @GetMapping("/console/files/{fileId}")
    ResponseEntity<byte[]> file(@PathVariable String fileId, HttpServletRequest request) {
        ConsolePrincipal me = ConsolePrincipal.current();
        FileMetadata file = files.find(me.account(), fileId).orElseThrow(ApiException::notFound);
        byte[] bytes = files.read(me.account(), fileId).orElseThrow(ApiException::notFound);
        audit.record(me, "view_file", "file", fileId, null, request.getRemoteAddr());
        boolean video = file.isVideo();
        MediaType type = file.isImage() || video || "application/pdf".equals(file.contentType())
                ? MediaType.parseMediaType(file.contentType()) : MediaType.APPLICATION_OCTET_STREAM;
        return ResponseEntity.ok().contentType(type).cacheControl(CacheControl.noStore())
                .header("Content-Disposition", file.isImage() || video ? "inline" : "attachment").body(bytes);
    }

    /** A selfie clip's judged frames side by side (a JPEG), numbered as its pose track; audited as a view. */
    @GetMapping("/console/files/{fileId}/frames")
    ResponseEntity<byte[]> frames(@PathVariable String fileId, HttpServletRequest request) throws IOException {
        ConsolePrincipal me = ConsolePrincipal.current();
        files.find(me.account(), fileId).filter(FileMetadata::isVideo)
                .orElseThrow(ApiException::notFound);
        BufferedImage sheet = clips.contactSheet(me.account(), fileId).orElseThrow(ApiException::notFound);
        audit.record(me, "view_file", "file", fileId, "frames", request.getRemoteAddr());
        ByteArrayOutputStream jpeg = new ByteArrayOutputStream();
        ImageIO.write(sheet, "jpg", jpeg);
        return ResponseEntity.ok().contentType(MediaType.IMAGE_JPEG).cacheControl(CacheControl.noStore())
                .header("Content-Disposition", "inline").body(jpeg.toByteArray());
    }

    /** Sends a callback again (admins: it is administration), as {@code POST /events/{id}/resend}. */
    @PostMapping("/console/admin/callbacks/{requestId}/resend")
    String resend(@PathVariable String requestId, @RequestParam(name = "verification", required = false) String id,
                  HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        boolean queued = deliveries.resend(me.account(), requestId);
        audit.record(me, "resend_callback", "event", requestId, null, request.getRemoteAddr());
        flash.addFlashAttribute("notice", queued ? "The callback is being sent again."
                : "There is still no callback URL to send it to: set one under Administration.");
        return id != null && Ids.isWellFormed(id) ? "redirect:/console/verifications/" + id
                : "redirect:/console/queue";
    }

}
