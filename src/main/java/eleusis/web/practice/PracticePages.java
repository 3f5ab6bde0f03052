package eleusis.web.practice;

import eleusis.analysis.Consistency;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.scientist.Play;
import eleusis.scientist.Scientist;
import eleusis.scientist.Sideline;
import eleusis.scientist.View;
import eleusis.scientist.Words;
import eleusis.scientist.solo.Outcome;
import eleusis.scientist.solo.Practice;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import eleusis.scientist.solo.Turn;
import eleusis.web.NotebookCheck;
import eleusis.web.ScientistWarmup;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Puts a practice game into the page's words: the table in columns, the notebook checked against
 * every play (as the class notebook is, by {@link Consistency} and {@link NotebookCheck}'s sentences),
 * the hints, and at the end both paths on the same deal.
 */
public final class PracticePages {
    /** Compiled rules and hypotheses, kept for the server: the library's and the notebooks'. */
    private final Map<String, RuleResult> compiled = lru(2_048);
    /**
     * Each note's contradictions with a game's evidence, by game, note and how much evidence there is:
     * a page shown again (a reload, a language switch, a refused form) checks nothing again, so a GET
     * costs a lookup per note however heavy the hypotheses.
     */
    private final Map<String, List<Consistency.Contradiction>> checked = lru(4_096);
    /** The scientist's game on a deal, in a language: the same every time, so played once. */
    private final Map<String, ScientistRun> runs = lru(256);
    private final RuleLibrary library;
    private final ScientistWarmup warmup;

    record ScientistRun(List<Turn> turns, Outcome outcome) {}

    PracticePages(RuleLibrary library, ScientistWarmup warmup) {
        this.library = library;
        this.warmup = warmup;
    }

    private static <V> Map<String, V> lru(int size) {
        return Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> eldest) {
                return size() > size;
            }
        });
    }

    RuleResult compile(String text) {
        return compiled.computeIfAbsent(text, Rule::compile);
    }

    /** A stored game's rule: the library's texts all compile (its test says so). */
    Rule rule(String text) {
        RuleResult r = compile(text);
        if (!r.ok()) throw new IllegalStateException("a practice game's rule does not compile: " + r.report());
        return r.rule();
    }

    PracticePage.Start start(String goOn, String error) {
        List<PracticePage.Level> levels = new ArrayList<>();
        for (int level = LibraryRule.EASIEST; level <= LibraryRule.HARDEST; level++) {
            levels.add(new PracticePage.Level(level, library.atLevel(level).size()));
        }
        return new PracticePage.Start(levels, goOn, error);
    }

    PracticePage.Game game(PracticeRoutes.Loaded l, Texts t, String error, String report, String guess, String note) {
        Practice p = l.practice();
        View v = p.view();
        int level = library.find(l.stored().ruleName()).map(LibraryRule::level).orElse(0);
        List<PracticePage.Hint> hints = p.hints().stream()
                .map(h -> new PracticePage.Hint(h.turn(), h.card().notation(), h.why(), h.remaining())).toList();
        String[] last = last(p, t);
        return new PracticePage.Game(l.token(), level, v.turn(), v.maxTurns(), v.wrongGuesses(), p.hints().size(),
                p.scoreIfFoundNow(), l.stored().counterexamples(), v.hand().stream().map(Card::notation).toList(),
                table(v), p.refusal(new Practice.PlayCard(v.hand().get(0))) == null, p.mayGuess(),
                p.refusal(new Practice.AskHint(null)) == null, p.finished(), last[0], "good".equals(last[1]),
                v.counterexamples().stream().map(c -> counterexample(t, c)).toList(), hints, notes(l, t), PracticeRoutes.MAX_NOTES,
                error, report, guess, note, p.finished() ? end(l, t) : null);
    }

    /** The mainline in columns, each with the cards refused after it; the refused starters come first, in a column of their own. */
    static List<PracticePage.Column> table(View v) {
        Map<Integer, List<String>> under = new TreeMap<>();
        for (Sideline s : v.sidelines()) under.put(s.under(), s.cards().stream().map(Card::notation).toList());
        List<PracticePage.Column> columns = new ArrayList<>();
        if (under.containsKey(0)) columns.add(new PracticePage.Column(null, under.get(0)));
        for (int i = 0; i < v.mainline().size(); i++) {
            columns.add(new PracticePage.Column(v.mainline().get(i).notation(), under.getOrDefault(i + 1, List.of())));
        }
        return columns;
    }

    /** What the last action did, in a sentence, and whether it went the student's way ("good" or "bad"). */
    private static String[] last(Practice p, Texts t) {
        List<Practice.Action> actions = p.actions();
        for (int i = actions.size() - 1; i >= 0; i--) {
            Practice.Action a = actions.get(i);
            if (a instanceof Practice.PlayCard c) {
                List<Play> plays = p.view().plays();
                boolean accepted = plays.get(plays.size() - 1).accepted();
                return new String[] {t.get(accepted ? "practice.last.accepted" : "practice.last.refused", t.card(c.card())),
                        accepted ? "good" : "bad"};
            }
            if (a instanceof Practice.Guess g) {
                return g.judgement().right() ? new String[] {t.get("practice.last.right"), "good"}
                        : new String[] {t.get("practice.last.wrong"), "bad"};
            }
            if (a instanceof Practice.Note || a instanceof Practice.AskHint) continue;
            break;
        }
        return new String[] {null, null};
    }

    /** "After 5♥ 3♠ the rule accepts 7♣; your guess refuses it.", the cards named in the reader's language. */
    public static String counterexample(Texts t, Play c) {
        String cards = t.cards(c.line());
        String key = c.line().isEmpty() ? (c.accepted() ? "practice.counterexample.starterAccepted" : "practice.counterexample.starterRefused")
                : (c.accepted() ? "practice.counterexample.accepted" : "practice.counterexample.refused");
        return t.get(key, t.card(c.card()), cards);
    }

    /** Every play the student has seen (and each counterexample) as an observation, as the class notebook reads a table. */
    static List<Evidence.Observation> evidence(View v) {
        List<Evidence.Observation> out = new ArrayList<>();
        int n = 1;
        for (Play p : v.plays()) out.add(new Evidence.Observation(n++, p.line(), List.of(p.card()), p.accepted()));
        for (Play p : v.counterexamples()) out.add(new Evidence.Observation(n++, p.line(), List.of(p.card()), p.accepted()));
        return out;
    }

    private List<PracticePage.Note> notes(PracticeRoutes.Loaded l, Texts t) {
        Practice p = l.practice();
        View v = p.view();
        List<Evidence.Observation> evidence = evidence(v);
        String game = l.token() + "\n" + v.plays().size() + "\n" + v.counterexamples().size() + "\n";
        List<PracticePage.Note> out = new ArrayList<>();
        for (Practice.Note n : p.notes()) {
            RuleResult r = compile(n.text());
            if (!r.ok()) {
                out.add(new PracticePage.Note(n.text(), null, r.report(), 0, evidence.size(), List.of()));
                continue;
            }
            List<Consistency.Contradiction> against = checked.computeIfAbsent(game + n.text(), k -> Consistency.check(r.rule(), evidence));
            List<String> shown = against.subList(0, Math.min(NotebookCheck.SHOWN, against.size())).stream()
                    .map(c -> NotebookCheck.refutation(t, c.observation())).toList();
            out.add(new PracticePage.Note(n.text(), r.rule().reading(t.lang()), null, against.size(), evidence.size(), shown));
        }
        return out;
    }

    private PracticePage.End end(PracticeRoutes.Loaded l, Texts t) {
        Practice p = l.practice();
        java.util.Optional<LibraryRule> rule = library.find(l.stored().ruleName());
        int level = rule.map(LibraryRule::level).orElse(0);
        Outcome o = p.outcome();
        ScientistRun run = warmup.ready() ? scientist(l, t) : null;
        List<PracticePage.Row> rows = run == null ? List.of() : rows(p.path(), run.turns());
        return new PracticePage.End(rule.map(r -> r.name(t.lang())).orElse(l.stored().ruleName()),
                rule.map(r -> r.description(t.lang())).orElse(null), level, l.rule().canonical(), l.rule().reading(t.lang()),
                p.solved(), p.gaveUp(), p.score(), o.turns(), o.wrongGuesses(), p.hints().size(), run != null,
                run != null && run.outcome().solved(), run == null ? 0 : Math.max(0, run.outcome().score()),
                run == null ? 0 : run.outcome().turns(), run == null ? 0 : run.outcome().wrongGuesses(), rows);
    }

    /** The scientist plays the same deal from the start, in the reader's words. */
    private ScientistRun scientist(PracticeRoutes.Loaded l, Texts t) {
        String lang = t.lang();
        Settings settings = PracticeRoutes.settings(l.stored());
        String key = l.stored().seed() + "|" + settings.counterexamples() + "|" + lang + "|" + l.stored().ruleText();
        ScientistRun kept = runs.get(key);
        if (kept != null) return kept;
        // Played outside the map's lock: another end page need not wait for this one (two at once just play it twice).
        List<Turn> turns = new ArrayList<>();
        Outcome o = SoloGame.play(l.rule(), l.stored().seed(), settings, new Scientist(Words.of(lang, t.cards())), turns::add);
        ScientistRun run = new ScientistRun(List.copyOf(turns), o);
        runs.put(key, run);
        return run;
    }

    /** Turn by turn, the student's path beside the scientist's: a turn 0 row only for a guess before the first card. */
    static List<PracticePage.Row> rows(List<Practice.Step> path, List<Turn> scientist) {
        Map<Integer, PracticePage.Row> rows = new TreeMap<>();
        for (Practice.Step s : path) {
            rows.put(s.turn(), new PracticePage.Row(s.turn(), s.card() == null ? null : s.card().notation(), s.accepted(),
                    s.guess(), s.right(), null, null, null, null));
        }
        for (Turn s : scientist) {
            PracticePage.Row mine = rows.get(s.number());
            rows.put(s.number(), new PracticePage.Row(s.number(), mine == null ? null : mine.card(),
                    mine == null ? null : mine.accepted(), mine == null ? null : mine.guess(), mine == null ? null : mine.right(),
                    s.card().notation(), s.accepted(), s.guess(), s.right()));
        }
        return List.copyOf(rows.values());
    }
}
