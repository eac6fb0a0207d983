package dev.avs.persistence;

/**
 * Published when this node finds that its database cannot be reached ({@code available} false) and when it can be
 * again ({@link DatabaseCircuit}): background work that polls the database can rest meanwhile.
 */
public record DatabaseAvailability(boolean available) {
}
