package dev.avs.verification;

import java.util.List;

/** The outcome of one check: the worst result among its reasons ({@code clear} when there are none). */
public record CheckResult(CheckType type, Result result, List<Reason> reasons) {

    public CheckResult {
        reasons = List.copyOf(reasons);
    }

    public static CheckResult of(CheckType type, List<Reason> reasons) {
        Result result = reasons.stream().map(Reason::result).reduce(Result.CLEAR, Result::worse);
        return new CheckResult(type, result, reasons);
    }

    public static CheckResult clear(CheckType type) {
        return new CheckResult(type, Result.CLEAR, List.of());
    }
}
