package dev.avs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.syntax.ArchRuleDefinition;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.core.Violations;

/**
 * Fails the build on a dependency a module does not declare in its {@code package-info.java}, on a reach into
 * another module's internals, on an import cycle between any two packages, on a request body read past the edge
 * and on a dependency looked up late.
 */
class ModularityTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS).importPackages("dev.avs");

    @Test
    void modulesDependOnlyOnWhatTheyDeclare() {
        ApplicationModules.of(AvsApplication.class).verify();
    }

    @Test
    void anImportAModuleDoesNotDeclareFailsTheVerification() {
        // fixture.modules: orders declares catalog only, and imports billing too (test classes, so imported here)
        ApplicationModules fixture = ApplicationModules.of("fixture.modules", location -> true);

        assertThat(fixture.getModuleByName("orders")).isPresent();
        assertThatThrownBy(fixture::verify).isInstanceOf(Violations.class)
                .hasMessageContaining("Module 'orders' depends on module 'billing'")
                .hasMessageNotContaining("depends on module 'catalog'");
    }

    @Test
    void noPackageImportsAnotherThatImportsItBack() {
        SlicesRuleDefinition.slices().matching("dev.avs.(**)").should().beFreeOfCycles().check(MAIN);
    }

    /** A request's body is read at the edge: services and facades take values already read. */
    @Test
    void onlyTheWebLayerTheFormAndControllersReadARequestBody() {
        ArchRuleDefinition.noClasses().that().resideOutsideOfPackages("dev.avs.web..", "dev.avs.form..")
                .and().haveSimpleNameNotEndingWith("Controller")
                .should().dependOnClassesThat().haveFullyQualifiedName("dev.avs.web.Body").check(MAIN);
    }

    /** Beans take what they use; an engine loaded on first use says so in its own type. */
    @Test
    void noBeanLooksItsDependenciesUpLate() {
        ArchRuleDefinition.noClasses().should().dependOnClassesThat()
                .haveFullyQualifiedName("org.springframework.beans.factory.ObjectProvider").check(MAIN);
    }
}
