package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FileNamesTest {

    @Test
    void keepsOrdinaryNames() {
        assertThat(FileNames.sanitise("passport front.jpg")).isEqualTo("passport front.jpg");
        assertThat(FileNames.sanitise("  Zoë's ID.png ")).isEqualTo("Zoë's ID.png");
    }

    @Test
    void dropsFolders() {
        assertThat(FileNames.sanitise("../../etc/passwd")).isEqualTo("passwd");
        assertThat(FileNames.sanitise("C:\\Users\\anna\\scan.pdf")).isEqualTo("scan.pdf");
        assertThat(FileNames.sanitise("/tmp/")).isEmpty();
        assertThat(FileNames.sanitise("..")).isEmpty();
        assertThat(FileNames.sanitise(null)).isEmpty();
    }

    @Test
    void dropsControlAndFormatCharacters() {
        assertThat(FileNames.sanitise("a\u0000b\u0007c\n.png")).isEqualTo("abc.png");
        // a right-to-left override would display "photo\u202Egnp.exe" as "photoexe.png"
        assertThat(FileNames.sanitise("photo\u202Egnp.exe")).isEqualTo("photognp.exe");
    }

    @Test
    void cutsLongNamesKeepingTheExtension() {
        String name = FileNames.sanitise("x".repeat(300) + ".jpeg");

        assertThat(name).hasSize(255).endsWith("x.jpeg");
        assertThat(FileNames.sanitise("y".repeat(400))).hasSize(255);
    }

    @Test
    void countsCodePointsNotChars() {
        String name = FileNames.sanitise("😀".repeat(300) + ".png");

        assertThat(name.codePointCount(0, name.length())).isEqualTo(255);
        assertThat(name).endsWith("😀.png");
    }
}
