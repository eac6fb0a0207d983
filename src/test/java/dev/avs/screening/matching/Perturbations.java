package dev.avs.screening.matching;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * How a listed name reaches a screening query in practice, for the evaluation: typed without accents and in
 * another case, with two neighbouring letters swapped, with a letter missing, or with its words in another order
 * (family name first). And names no list holds: common given names and surnames put together.
 */
final class Perturbations {

    private static final String[] GIVEN = {"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael",
            "Linda", "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas",
            "Sarah", "Charles", "Karen", "Daniel", "Nancy", "Matthew", "Lisa", "Anthony", "Betty", "Mark", "Sandra",
            "Paul", "Ashley", "Steven", "Emily", "Andrew", "Donna", "Joshua", "Michelle", "Kevin", "Carol", "Brian",
            "Amanda", "Lukas", "Sophie", "Pierre", "Camille", "Giulia", "Marco", "Ana", "Pablo", "Lucia", "Jan"};
    private static final String[] FAMILY = {"Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis",
            "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Jackson", "Martin", "Thompson", "White", "Harris",
            "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green",
            "Adams", "Baker", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker",
            "Evans", "Edwards", "Collins", "Stewart", "Morris", "Murphy", "Cook", "Rogers", "Morgan", "Cooper",
            "Schneider", "Fischer", "Weber", "Dubois", "Lefebvre", "Bianchi", "Romano", "Fernandez", "Lopez",
            "Jansen", "De Vries", "Novak", "Kowalski", "Nielsen", "Larsen", "Lindqvist", "Horvath", "O'Brien"};

    private Perturbations() {
    }

    /** Four variants of a name: plain ASCII lower case, two letters swapped, a letter missing, words reordered. */
    static List<String> of(String name, Random random) {
        List<String> variants = new ArrayList<>();
        variants.add(Normalizer.normalize(name, Normalizer.Form.NFKD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT));
        String[] words = name.split(" ");
        int longest = 0;
        for (int i = 1; i < words.length; i++) {
            if (words[i].length() > words[longest].length()) {
                longest = i;
            }
        }
        String word = words[longest];
        if (word.length() >= 5) {
            int at = 1 + random.nextInt(word.length() - 3);
            String swapped = word.substring(0, at) + word.charAt(at + 1) + word.charAt(at) + word.substring(at + 2);
            variants.add(replace(words, longest, swapped));
            int drop = 1 + random.nextInt(word.length() - 2);
            variants.add(replace(words, longest, word.substring(0, drop) + word.substring(drop + 1)));
        }
        List<String> reordered = new ArrayList<>(Arrays.asList(words));
        Collections.rotate(reordered, 1);
        variants.add(String.join(" ", reordered));
        return variants;
    }

    /** {@code count} names of a common given name and a common surname (some with a middle name). */
    static List<String> invented(int count, Random random) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String given = GIVEN[random.nextInt(GIVEN.length)];
            String family = FAMILY[random.nextInt(FAMILY.length)];
            names.add(i % 3 == 0 ? given + " " + GIVEN[random.nextInt(GIVEN.length)] + " " + family
                    : given + " " + family);
        }
        return names;
    }

    /** Whether every word of {@code listed} is a word of {@code name}, ignoring case and accents. */
    static boolean contains(String name, String listed) {
        List<String> words = Arrays.asList(plain(name).split("[^a-z]+"));
        return Arrays.stream(plain(listed).split("[^a-z]+")).filter(w -> !w.isEmpty()).allMatch(words::contains);
    }

    private static String plain(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFKD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }

    private static String replace(String[] words, int index, String word) {
        String[] copy = words.clone();
        copy[index] = word;
        return String.join(" ", copy);
    }
}
