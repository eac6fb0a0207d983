package dev.avs.file;

/**
 * No file of any account holds this content any more (an erasure took the last): what was derived from the
 * content and cached by its hash should go too. Published in the erasing transaction.
 */
public record FileContentForgotten(String sha256) {
}
