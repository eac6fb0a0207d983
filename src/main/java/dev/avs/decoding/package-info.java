/**
 * Applicants' videos and PDFs decoded in decoder processes outside the service's JVM. It turns a video's frames
 * upright with the imaging library's picture turns (image).
 */
@ApplicationModule(allowedDependencies = {"image"})
package dev.avs.decoding;

import org.springframework.modulith.ApplicationModule;
