package dev.avs.vault;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.persistence.Timestamps;
import dev.avs.scheduling.Jobs;
import dev.avs.web.ApiCaller;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The account's data keys: which keys encrypt now, and a rotation on request. Key material never leaves the
 * service; only ids are shown.
 */
@RestController
class DataKeyController {

    private final KeyRings rings;
    private final Jobs jobs;
    private final Clock clock;

    DataKeyController(KeyRings rings, Jobs jobs, Clock clock) {
        this.rings = rings;
        this.jobs = jobs;
        this.clock = clock;
    }

    @GetMapping("/data-keys")
    Map<String, Object> get(HttpServletRequest request) {
        String account = ApiCaller.of(request).accountId();
        rings.of(account);
        return view(rings.stored(account).orElseThrow());
    }

    /** New keys encrypt from now on; the job re-encrypts what the old ones did, then destroys them. */
    @PostMapping("/data-keys/rotate")
    Map<String, Object> rotate(HttpServletRequest request) {
        String account = ApiCaller.of(request).accountId();
        KeyRing ring = rings.rotate(account);
        TaskInstance<String> job = VaultJobs.instance(account, null);
        jobs.scheduleOrMove(job, clock.instant());
        return view(ring);
    }

    private static Map<String, Object> view(KeyRing ring) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("field_key_id", Integer.toUnsignedLong(ring.fieldKeyId()));
        view.put("file_key_id", Integer.toUnsignedLong(ring.fileKeyId()));
        view.put("replaced_keys", ring.fieldKeys().size() - 1 + ring.fileKeys().size() - 1);
        view.put("rotated_at", ring.rotatedAt() == null ? null : Timestamps.format(ring.rotatedAt()));
        view.put("status", ring.hasOldKeys() ? "re-encrypting" : "current");
        return view;
    }
}
