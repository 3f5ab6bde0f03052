package eleusis.web.debrief;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.analysis.Consistency;
import eleusis.analysis.Evidence;
import eleusis.rules.RuleResult;
import eleusis.store.NotebookEntry;
import eleusis.store.SessionTable;
import eleusis.web.GameTitle;
import eleusis.web.NotebookCheck;
import eleusis.web.Texts;
import eleusis.web.play.TableState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One table's round made into its debrief for one viewer. What each may see:
 * <ul>
 * <li>the teacher: everything, the rule always, every notebook by name;</li>
 * <li>the class (the projector) and a student: what the table showed everyone (public events, the
 *     layout, never a hand); the rule once the teacher revealed that round (or the game is over), but
 *     never the rule of a round whose rule is still the secret of the round in play; a student's own
 *     notebook always, the others' only once the rule is shown, and then without names (a notebook is
 *     private thinking: after the reveal the class learns from how hypotheses fell, not from who wrote
 *     them). The figures (plays, wrong plays, guesses) were public at the table, so they keep names.</li>
 * </ul>
 */
public final class Debriefs {
    /** How long a page waits for the hypothesis counts before saying they are still being worked out. */
    static final long WAIT_MILLIS = 4_000;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Who looks. */
    sealed interface Who permits Teacher, Class, Student {}

    record Teacher() implements Who {}

    record Class() implements Who {}

    record Student(int seat) implements Who {}

    private final HypothesisCounts counts;
    private final java.util.function.Function<String, RuleResult> compile;
    private final eleusis.library.RuleLibrary library;

    public Debriefs(HypothesisCounts counts, java.util.function.Function<String, RuleResult> compile, eleusis.library.RuleLibrary library) {
        this.counts = counts;
        this.compile = compile;
        this.library = library;
    }

    /** Starts counting the round's candidates, so that a page of several tables waits for them together. */
    void prepare(long tableId, RoundReplay replay, int n) {
        if (replay.ruleGame() && n < replay.rounds().size()) counts.request(tableId, replay.rounds().get(n));
    }

    /** Whether the rule of round {@code n} (from 0) may be shown to the class. */
    static boolean ruleShown(RoundReplay replay, int n, TableState state, boolean gameOver) {
        if (!replay.ruleGame()) return false;
        boolean revealed = gameOver || state.revealedRound() != null && state.revealedRound() >= n;
        if (!revealed) return false;
        RoundReplay.Round current = replay.rounds().get(replay.rounds().size() - 1);
        boolean currentSecret = !gameOver && (state.revealedRound() == null || state.revealedRound() < current.number());
        String rule = replay.rounds().get(n).rule();
        // "The same rule" again: an old round's rule would give away the round in play.
        return !(currentSecret && n != current.number() && rule != null && rule.equals(current.rule()));
    }

    DebriefPage.Table table(SessionTable table, RoundReplay replay, int n, Who who, TableState state, boolean gameOver,
                            List<NotebookEntry> notebooks, Texts t) {
        String name = t.tableName(table.name());
        String game = GameTitle.of(table.game());
        if (n >= replay.rounds().size()) {
            return new DebriefPage.Table(table.id(), name, game, table.game(), replay.ruleGame(), false, null, null, null,
                    t.get("debrief.noSuchRound", n + 1), "[]", "{}", List.of(), null, null, List.of(), null, List.of(), null);
        }
        RoundReplay.Round round = replay.rounds().get(n);
        Map<Integer, String> names = state.names();
        boolean shown = ruleShown(replay, n, state, gameOver);
        String rule = null, reading = null, ruleNote;
        DebriefPage.LibraryName libraryName = null;
        if (!replay.ruleGame()) {
            ruleNote = t.get("debrief.noRule");
        } else if (round.byHand()) {
            ruleNote = t.get("debrief.byHand");
        } else if (who instanceof Teacher || shown) {
            rule = round.rule();
            RuleResult r = compile.apply(rule);
            reading = r.ok() ? r.rule().reading(t.lang()) : "";
            libraryName = library.findByText(rule).map(l -> new DebriefPage.LibraryName(l.name(t.lang()), l.description(t.lang())))
                    .orElse(null);
            ruleNote = who instanceof Teacher && !shown ? t.get("debrief.ruleNotRevealed") : null;
        } else {
            ruleNote = t.get("debrief.ruleHidden");
        }
        HypothesisCounts.Shrinking shrinking = replay.ruleGame() ? counts.counts(table.id(), round, WAIT_MILLIS) : null;
        List<DebriefPage.Line> lines = new ArrayList<>();
        List<String> labels = new ArrayList<>(), plays = new ArrayList<>();
        ArrayNode steps = NODES.arrayNode();
        for (int i = 0; i < round.steps().size(); i++) {
            RoundReplay.Step s = round.steps().get(i);
            StepTexts.Said said = StepTexts.of(s.events(), names, t);
            String text = !replay.ruleGame() ? "" : !said.text().isEmpty() || s.seat() < 0 ? said.text()
                    : t.get("debrief.turnEnds", StepTexts.who(s.seat(), names, t)); // an action without a public event: the end of a turn
            Integer count = shrinking == null ? null : shrinking.after()[i];
            lines.add(new DebriefPage.Line(i, text, said.kind(), count));
            labels.add(label(s.events(), t));
            plays.add(text);
            ObjectNode step = steps.addObject();
            step.put("step", i);
            step.put("text", text);
            step.put("kind", said.kind());
            step.put("time", StepTexts.elapsed(round.start(), s.at(), t));
            if (count != null) step.put("count", count);
            step.set(replay.ruleGame() ? "layout" : "view", s.layout());
            ArrayNode events = step.putArray("events");
            s.events().forEach(events::add);
        }
        DebriefPage.Chart chart = null;
        String chartNote = null;
        if (!replay.ruleGame()) chartNote = t.get("debrief.chart.extraMode");
        else if (shrinking == null) chartNote = t.get("debrief.chart.pending");
        else chart = DebriefCharts.shrinking(shrinking, labels, plays, table.id(), t);
        List<DebriefPage.Figure> figures = figures(round, names, replay.ruleGame(), t);
        DebriefPage.Bars figuresChart = figures.stream().anyMatch(f -> !f.whole()) ? DebriefCharts.bars(figures, table.id(), t) : null;
        List<DebriefPage.Story> stories = new ArrayList<>();
        String storiesNote = null;
        if (replay.ruleGame()) {
            boolean others = who instanceof Teacher || shown;
            Map<Integer, List<NotebookEntry>> bySeat = new LinkedHashMap<>();
            int to = n + 1 < replay.rounds().size() ? replay.rounds().get(n + 1).steps().get(0).seq() : Integer.MAX_VALUE;
            int from = round.steps().get(0).seq();
            for (NotebookEntry e : notebooks) {
                if (e.seq() >= from && e.seq() < to) bySeat.computeIfAbsent(e.seat(), k -> new ArrayList<>()).add(e);
            }
            TreeSet<Integer> seats = new TreeSet<>(bySeat.keySet());
            seats.addAll(names.keySet());
            int anonymous = 0;
            for (int seat : seats) {
                boolean own = who instanceof Student st && st.seat() == seat;
                if (!own && !others) continue;
                String story = who instanceof Teacher || own ? StepTexts.who(seat, names, t) + (own ? " · " + t.get("debrief.you") : "")
                        : t.get("debrief.anonymous", (char) ('A' + anonymous++));
                stories.add(story(story, seat, bySeat.getOrDefault(seat, List.of()), round, t));
            }
            if (!others) storiesNote = t.get("debrief.storiesHidden");
        }
        ObjectNode seated = NODES.objectNode();
        names.forEach((seat, student) -> seated.put(Integer.toString(seat), student));
        return new DebriefPage.Table(table.id(), name, game, table.game(), replay.ruleGame(), true, rule, reading, libraryName,
                ruleNote, steps.toString(),
                seated.toString(), lines, chart, chartNote, figures, figuresChart, stories, storiesNote);
    }

    /** A step's play in a few characters, for the chart's labels: its cards, or what it was. */
    public static String label(List<JsonNode> events, Texts t) {
        for (JsonNode e : events) {
            switch (e.path("type").asText()) {
                case "play" -> {
                    List<String> cards = new ArrayList<>();
                    e.path("cards").forEach(c -> cards.add(c.asText()));
                    return t.cards(String.join(" ", cards));
                }
                case "starter" -> { return t.card(e.path("card").asText()); }
                case "no_play" -> { return t.get("debrief.label.noPlay"); }
                case "guess" -> { return t.get("debrief.label.guess"); }
                default -> { }
            }
        }
        return "";
    }

    /** Each student's figures (seats that played or guessed, and every named seat), then the table's whole. */
    static List<DebriefPage.Figure> figures(RoundReplay.Round round, Map<Integer, String> names, boolean ruleGame, Texts t) {
        Map<Integer, int[]> by = new java.util.TreeMap<>(); // plays, wrong plays, guesses, right guesses
        Map<Integer, Instant> found = new LinkedHashMap<>();
        for (int seat : names.keySet()) by.put(seat, new int[4]);
        Instant start = round.start();
        for (RoundReplay.Step s : round.steps()) {
            for (JsonNode e : s.events()) {
                String type = e.path("type").asText();
                if (!type.equals("play") && !type.equals("no_play") && !type.equals("guess")) continue;
                int seat = e.path("player").asInt(-1);
                int[] f = by.computeIfAbsent(seat, k -> new int[4]);
                boolean wrong = e.path("verdict").asText().equals("wrong");
                if (type.equals("guess")) {
                    f[2]++;
                    if (e.path("verdict").asText().equals("right")) {
                        f[3]++;
                        if (s.at() != null) found.putIfAbsent(seat, s.at());
                    }
                } else {
                    f[0]++;
                    if (wrong) f[1]++;
                }
            }
        }
        List<DebriefPage.Figure> out = new ArrayList<>();
        int[] all = new int[4];
        Instant first = null;
        for (Map.Entry<Integer, int[]> e : by.entrySet()) {
            int[] f = e.getValue();
            for (int k = 0; k < 4; k++) all[k] += f[k];
            Instant at = found.get(e.getKey());
            if (at != null && (first == null || at.isBefore(first))) first = at;
            out.add(new DebriefPage.Figure(StepTexts.who(e.getKey(), names, t), false, f[0], f[1], f[2], f[3], time(start, at, ruleGame, t)));
        }
        out.add(new DebriefPage.Figure(t.get("debrief.figures.table"), true, all[0], all[1], all[2], all[3], time(start, first, ruleGame, t)));
        return out;
    }

    private static String time(Instant start, Instant at, boolean ruleGame, Texts t) {
        if (!ruleGame) return "";
        return at == null ? t.get("debrief.figures.notFound") : StepTexts.elapsed(start, at, t);
    }

    /** A seat's notebook over the round: when each hypothesis was written, and which step's play first refuted it. */
    private DebriefPage.Story story(String who, int seat, List<NotebookEntry> entries, RoundReplay.Round round, Texts t) {
        List<RoundReplay.Step> steps = round.steps();
        List<DebriefPage.Hypothesis> out = new ArrayList<>();
        for (NotebookEntry e : entries) {
            int written = 0;
            for (int i = 0; i < steps.size(); i++) if (steps.get(i).seq() <= e.seq()) written = i;
            String when = StepTexts.elapsed(round.start(), e.createdAt(), t);
            RuleResult r = compile.apply(e.hypothesis());
            if (!r.ok()) {
                out.add(new DebriefPage.Hypothesis(e.hypothesis(), written, when, null, t.get("debrief.story.unreadable"), null));
                continue;
            }
            String refuted = null;
            for (int i = written; i < steps.size() && refuted == null; i++) {
                List<Consistency.Contradiction> against = Consistency.check(r.rule(), steps.get(i).observations());
                if (against.isEmpty()) continue;
                Evidence.Observation o = against.get(0).observation();
                String why = NotebookCheck.refutation(t, o);
                refuted = i == written ? t.get("debrief.story.refutedAlready", why) : t.get("debrief.story.refutedAt", i, why);
            }
            out.add(new DebriefPage.Hypothesis(e.hypothesis(), written, when, r.rule().reading(t.lang()), null,
                    refuted != null ? refuted : t.get("debrief.story.standing")));
        }
        String right = null;
        for (int i = 0; i < steps.size() && right == null; i++) {
            for (JsonNode ev : steps.get(i).events()) {
                if (ev.path("type").asText().equals("guess") && ev.path("player").asInt(-1) == seat
                        && ev.path("verdict").asText().equals("right")) {
                    right = t.get("debrief.story.rightGuess", ev.path("guess").asText(), i,
                            StepTexts.elapsed(round.start(), steps.get(i).at(), t));
                    break;
                }
            }
        }
        return new DebriefPage.Story(who, out, right != null ? right : t.get("debrief.story.noRightGuess"));
    }
}
