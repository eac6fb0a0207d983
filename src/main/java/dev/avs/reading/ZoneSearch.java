package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.ArrayList;
import java.util.List;

/**
 * One view of a photo searched for MRZ zones (its luma, its lightest colour channel; all text or whole lines only):
 * the view turned by 0 and 1 quarters and the zones found in each, each found once and only when asked for.
 */
final class ZoneSearch {

    private final GreyImage source;
    private final boolean linesOnly;
    private final List<GreyImage> turned = new ArrayList<>();
    private final List<List<MrzLocator.Zone>> zones = new ArrayList<>();

    ZoneSearch(GreyImage source, boolean linesOnly) {
        this.source = source;
        this.linesOnly = linesOnly;
    }

    boolean linesOnly() {
        return linesOnly;
    }

    GreyImage turned(int quarter) {
        while (turned.size() <= quarter) {
            turned.add(source.turned(turned.size()));
        }
        return turned.get(quarter);
    }

    /**
     * The zones found in the view turned by {@code quarter}, but for those an earlier search of the same pixels
     * found (and read) already.
     */
    List<MrzLocator.Zone> zones(int quarter, List<ZoneSearch> earlier) {
        while (zones.size() <= quarter) {
            int q = zones.size();
            List<MrzLocator.Zone> found = new ArrayList<>(MrzLocator.find(turned(q), linesOnly));
            found.removeIf(zone -> earlier.stream().anyMatch(e -> e.source == source && e.zones.size() > q
                    && e.zones.get(q).stream().anyMatch(z -> z.sameFrame(zone))));
            zones.add(found);
        }
        return zones.get(quarter);
    }
}
