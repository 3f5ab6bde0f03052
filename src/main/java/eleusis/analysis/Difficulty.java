package eleusis.analysis;

import java.util.Set;

/**
 * An estimate of how hard a rule is to discover, from what makes rules hard in class: looking
 * further back, the position, more tests and special cases, arithmetic between cards, and rules so
 * permissive that wrong plays (the informative ones) are rare. The weights were fitted by hand
 * against the difficulty levels of the rule library (see the closing note of the analysis issue).
 */
final class Difficulty {
    private Difficulty() {}

    static double score(Footprint f, Profile.Features features, double averageAcceptance) {
        double score = 0;
        score += Math.min(f.lookback, 3) * 1.0;
        if (f.usesPosition) score += 1.5;
        score += Math.min(Math.max(features.tests - 1, 0), 4) * 0.2;
        score += Math.min(features.ifs, 2) * 0.5;
        if (features.arithmetic > 0) score += 1.0;
        int aspects = 0;
        for (Set<Aspect> a : f.aspects) aspects += a.size();
        score += Math.min(aspects, 6) * 0.15;
        if (averageAcceptance > 0.7) score += 0.5;
        return score;
    }

    /** 1 to 5. */
    static int level(double score) {
        if (score < 1.0) return 1;
        if (score < 2.0) return 2;
        if (score < 3.2) return 3;
        if (score < 4.5) return 4;
        return 5;
    }
}
