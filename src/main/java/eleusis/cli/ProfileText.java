package eleusis.cli;

import eleusis.analysis.Profile;
import eleusis.rules.Rule;

/** The profile as a person reads it. */
final class ProfileText {
    private ProfileText() {}

    static String of(Profile p, Rule rule) {
        StringBuilder sb = new StringBuilder();
        sb.append("rule:        ").append(p.rule()).append('\n');
        sb.append("reads:       ").append(rule.english()).append('\n');
        sb.append(String.format("accepted:    %.0f%% of cards on average over the first %d plays; at worst %.0f%% (%d of 52 faces)%s%n",
                p.averageAcceptance() * 100, Profile.AVERAGE_OVER, p.worstAcceptance() * 100,
                Math.round(p.worstAcceptance() * 52),
                p.worstLine() == null || p.worstLine().isEmpty() ? "" : ", after " + String.join(" ", p.worstLine())));
        sb.append("dead ends:   ").append(p.deadEnd()
                ? "yes: after " + String.join(" ", p.deadEndLine()) + " no card is accepted"
                : "none: some card is always accepted").append('\n');
        sb.append("looks at:    ").append(p.looksAt().isEmpty() ? "nothing (a constant rule)" : String.join("; ", p.looksAt()))
                .append('\n');
        sb.append("looks back:  ").append(p.lookback()).append(p.lookback() == 1 ? " card" : " cards").append('\n');
        sb.append(String.format("difficulty:  %d of 5 (score %.2f)%n", p.difficulty(), p.difficultyScore()));
        if (!p.exact()) sb.append("note:        figures estimated from 2,000 sampled games (the rule reads too far back to follow exactly)\n");
        if (p.warnings().isEmpty()) {
            sb.append("warnings:    none\n");
        } else {
            for (String w : p.warnings()) sb.append("warning:     ").append(w).append('\n');
        }
        return sb.toString();
    }
}
