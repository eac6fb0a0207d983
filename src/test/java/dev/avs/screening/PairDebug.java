package dev.avs.screening;

public class PairDebug {
    public static void main(String[] args) {
        var q = NameNormalizer.tokens(args[0]).toArray(Token[]::new);
        var c = NameNormalizer.tokens(args[1]).toArray(Token[]::new);
        System.out.println(java.util.Arrays.toString(q));
        System.out.println(java.util.Arrays.toString(c));
        var r = NameScorer.score(q, c);
        System.out.println(r.score() + " " + r.pairs());
    }
}
