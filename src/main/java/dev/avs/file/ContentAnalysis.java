package dev.avs.file;

import dev.avs.account.AccountId;

/**
 * A module's analysis of uploaded content (faces, the MRZ, image forensics), run in the background by
 * {@link UploadAnalyses}: durable, once per content and analysis, retried, on whichever node picks it. The result is
 * stored by the content's hash, so the check that needs it later only reads it (and analyses itself when it comes
 * first).
 */
public interface ContentAnalysis {

    /** A short name, unique among analyses: the first part of its jobs' ids. */
    String name();

    /** Whether every upload like this one is analysed; otherwise only when a module asks ({@link UploadAnalyses}). */
    boolean onUpload(FileStored stored);

    /** Whether this node analyses now; a node that does not hands the job back for a few seconds. */
    boolean runsHere();

    /** Analyses a file of the account and stores the result by its content; doing it twice does no harm. */
    void analyse(AccountId account, String fileId);
}
