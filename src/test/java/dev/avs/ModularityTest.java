package dev.avs;

import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;

/** Fails the build on a dependency cycle or on a module reaching into another's internals. */
class ModularityTest {

    @Test
    void modulesRespectTheirBoundaries() {
        ApplicationModules.of(AvsApplication.class).verify();
    }
}
