package dev.avs.verification;

/** Something a check needs that the applicant lacks; listed in a 422 {@code insufficient_data}. */
public record Gap(String parameter, String message) {
}
