package dev.avs.file;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(FileProperties.class)
class FileConfiguration {

    /** The embedded default; an object-storage implementation will replace this bean when configured. */
    @Bean
    FileStorage fileStorage(FileProperties properties) {
        return new LocalFileStorage(properties.storageDir());
    }

    @Bean
    FileInspector fileInspector(FileProperties properties) {
        return new FileInspector(properties.maxImagePixels());
    }
}
