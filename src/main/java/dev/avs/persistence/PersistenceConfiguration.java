package dev.avs.persistence;

import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.boot.transaction.autoconfigure.TransactionManagerCustomizers;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The service's connection pool: Spring Boot's Hikari pool, from the same settings ({@code spring.datasource.*} and
 * {@code spring.datasource.hikari.*}), behind a {@link DatabaseCircuit} so that a database that is down is answered
 * at once rather than after a connection timeout per request; and its transactions ({@link JdbcTransactions}),
 * configured as Spring Boot's ({@code spring.transaction.*}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PersistenceProperties.class)
class PersistenceConfiguration {

    @Bean
    @ConfigurationProperties("spring.datasource.hikari")
    CircuitPool dataSource(DataSourceProperties properties, PersistenceProperties persistence,
                           ApplicationEventPublisher events) {
        CircuitPool pool = new CircuitPool(new DatabaseCircuit(persistence.probeInterval(), events::publishEvent));
        pool.setJdbcUrl(properties.determineUrl());
        pool.setUsername(properties.determineUsername());
        pool.setPassword(properties.determinePassword());
        String driver = properties.determineDriverClassName();
        if (driver != null) {
            pool.setDriverClassName(driver);
        }
        return pool;
    }

    @Bean
    JdbcTransactions transactionManager(DataSource dataSource,
                                        Optional<TransactionManagerCustomizers> customizers) {
        JdbcTransactions transactions = new JdbcTransactions(dataSource);
        customizers.ifPresent(customizer -> customizer.customize(transactions));
        return transactions;
    }
}
