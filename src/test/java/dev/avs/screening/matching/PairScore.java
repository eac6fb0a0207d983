package dev.avs.screening.matching;

import dev.avs.screening.lists.SubjectType;

/** Scores two names the way the index scores a query against a listed name. */
final class PairScore {

    private PairScore() {
    }

    static double score(String query, String listed, SubjectType type) {
        return NameScorer.score(NameNormalizer.tokens(query).toArray(Token[]::new),
                NameNormalizer.listed(listed, type == SubjectType.PERSON).toArray(Token[]::new)).score();
    }

    /** name_pairs.csv schema column: Person, or an organisation kind. */
    static SubjectType type(String schema) {
        return switch (schema) {
            case "Person" -> SubjectType.PERSON;
            case "Company", "Organization", "LegalEntity" -> SubjectType.COMPANY;
            default -> null;
        };
    }
}
