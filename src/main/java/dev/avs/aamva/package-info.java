/**
 * The AAMVA DL/ID card design standard's PDF417 data (US and Canadian driving licences and ID cards): the header,
 * subfiles and data elements of every version (1 - 10, and the pre-standard files), parsed into the fields a
 * verification compares. Pure: nothing here throws on bad input. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.aamva;

import org.springframework.modulith.ApplicationModule;
