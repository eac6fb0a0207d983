/**
 * The imaging library: bounds of image and video structures before any decoder, decoding, grey images, EXIF
 * orientation, the native loader. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.image;

import org.springframework.modulith.ApplicationModule;
