/**
 * Reading photos of documents: the MRZ, the visual zone, a page's printed words and the PDF417 barcode of US and
 * Canadian licences and ID cards.
 */
@ApplicationModule(allowedDependencies = {
        "aamva", "account", "file", "image", "mrz", "persistence", "reference", "vault"
})
package dev.avs.reading;

import org.springframework.modulith.ApplicationModule;
