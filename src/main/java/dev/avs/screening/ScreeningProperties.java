package dev.avs.screening;

import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListFormat;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.screening.*}: the lists to load and how often, and the thresholds of the AML check.
 *
 * @param sources         the lists, each a path (relative to the working directory) or an http(s) URL
 * @param refreshInterval how often every node reloads its lists
 * @param retryInterval   how soon a node tries again after a source failed (at most the refresh interval)
 * @param downloadTimeout how long one download may take
 * @param matchThreshold  score from which a hit is a possible match (POSSIBLE_SANCTIONS_MATCH)
 * @param strongMatch     score from which an uncontradicted hit is a match (SANCTIONS_MATCH)
 * @param maxListAge      the newest successful load older than this makes the AML check say so
 */
@ConfigurationProperties("avs.screening")
public record ScreeningProperties(List<Source> sources, Duration refreshInterval, Duration retryInterval,
                                  Duration downloadTimeout,
                                  double matchThreshold, double strongMatch, Duration maxListAge) {

    public ScreeningProperties {
        sources = sources == null ? List.of() : List.copyOf(sources);
        refreshInterval = refreshInterval == null ? Duration.ofHours(6) : refreshInterval;
        retryInterval = retryInterval == null ? Duration.ofMinutes(10) : retryInterval;
        downloadTimeout = downloadTimeout == null ? Duration.ofMinutes(2) : downloadTimeout;
        maxListAge = maxListAge == null ? Duration.ofHours(48) : maxListAge;
        matchThreshold = matchThreshold <= 0 ? 0.90 : matchThreshold;
        strongMatch = strongMatch <= 0 ? 0.97 : strongMatch;
    }

    /**
     * One list.
     *
     * @param name     a stable short name shown in hits ("ofac-sdn")
     * @param location a file, a folder (OFAC formats) or an http(s) URL
     * @param type            what its entries are: sanctions (the default), pep, crime, debarment or internal;
     *                        FollowTheMoney entities with topics say it for themselves
     * @param pep             the older way to say {@code type: pep}
     * @param refreshInterval how often this source is reloaded, when not every {@code refresh-interval}
     */
    public record Source(String name, ListFormat format, String location, ListType type, boolean pep,
                         Duration refreshInterval) {

        public ListType listType() {
            return type != null ? type : pep ? ListType.PEP : ListType.SANCTIONS;
        }
    }
}
