package dev.avs.web;

/** One problem with one request parameter; {@code parameter} is {@code "*"} for the request as a whole. */
public record FieldError(String parameter, String message) {
}
