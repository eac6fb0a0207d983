package dev.avs.address;

import java.util.List;
import java.util.Map;

/**
 * Creates ({@code addressId} null) or updates an address: the values the hosted form collected, by their API names
 * and as text, checked by the same rules and answered with the same errors as POST and PATCH /addresses.
 */
public record SaveAddress(String addressId, Map<String, List<String>> fields) {

    public SaveAddress {
        fields = Map.copyOf(fields);
    }
}
