package eleusis.web.debrief;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.Audience;
import eleusis.game.CodecException;
import eleusis.game.EventJson;
import eleusis.game.EvidenceView;
import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.GameView;
import eleusis.game.Judge;
import eleusis.game.RuleGame;
import eleusis.game.Viewer;
import eleusis.scientist.Play;
import eleusis.store.LoggedAction;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A table's game played again from its log, one stored action at a time, cut into rounds: what the
 * debrief steps through. Each step keeps only what a spectator may see: the public events the action
 * caused, the layout from the spectator's view (never a hand, never the rule), the evidence on the
 * table after it, and the plays as the machine scientist would take them in (the line before, the
 * card, the verdict). The rule of each round is kept beside, for whoever may be shown it.
 */
public record RoundReplay(String game, boolean ruleGame, List<Round> rounds) {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * One round: its steps, step 0 being the deal. {@code rule} is the round's secret rule as written
     * (null when judged by hand or in an extra mode); {@code lastSeq} the seq of its last action.
     */
    public record Round(int number, String rule, boolean byHand, List<Step> steps, boolean over) {
        int lastSeq() {
            return steps.get(steps.size() - 1).seq();
        }

        Instant start() {
            for (Step s : steps) if (s.at() != null) return s.at();
            return null;
        }
    }

    /**
     * One stored action (or the deal, seq 0, seat -1, no time) and what it left on the table.
     *
     * @param evidence the scientist's plays this step added (struck again if seen before: harmless)
     * @param wrongGuesses rule texts guessed and found wrong at this step
     */
    public record Step(int seq, int seat, Instant at, List<JsonNode> events, JsonNode layout,
                List<Evidence.Observation> observations, List<Play> evidence, List<String> wrongGuesses) {}

    /** Plays the table's game again from its log; the store's game itself is not touched. */
    public static <S, A> RoundReplay of(StoredGame<S, A> stored, List<LoggedAction> logged) {
        Game<A> g = stored.type().start(stored.settings(), stored.table().seed());
        List<Step> steps = new ArrayList<>();
        List<String> rules = new ArrayList<>();
        List<Boolean> byHand = new ArrayList<>();
        int seen = 0;
        Set<String> struck = new HashSet<>();
        List<Card> lineBefore = List.of();
        for (int i = 0; i <= logged.size(); i++) {
            LoggedAction a = i == 0 ? null : logged.get(i - 1);
            if (a != null) {
                try {
                    if (!g.applyRecorded(a.seat(), stored.type().decodeStored(a.actionJson())).applied()) {
                        throw new StoreException("the game of table " + stored.tableId() + " cannot be replayed: its action "
                                + a.seq() + " is refused");
                    }
                } catch (CodecException e) {
                    throw new StoreException("the game of table " + stored.tableId() + " cannot be replayed: its action "
                            + a.seq() + " cannot be read: " + e.getMessage(), e);
                }
            }
            List<GameEvent> log = g.log();
            List<JsonNode> events = new ArrayList<>();
            for (GameEvent e : log.subList(seen, log.size())) {
                if (e.audience().reaches(Audience.EVERYONE)) events.add(EventJson.node(e)); // as a spectator: the class sees it
            }
            seen = log.size();
            GameView view = g.view(new Viewer.Spectator());
            List<Evidence.Observation> observations = view instanceof EvidenceView ev ? ev.evidence() : List.of();
            List<Play> evidence = new ArrayList<>();
            List<String> wrong = new ArrayList<>();
            if (g instanceof RuleGame) {
                if (events.stream().anyMatch(e -> e.path("type").asText().equals("round_start"))) struck.clear();
                scientistsPlays(events, observations, lineBefore, struck, evidence, wrong);
            }
            JsonNode viewJson = EventJson.MAPPER.valueToTree(view);
            steps.add(new Step(a == null ? 0 : a.seq(), a == null ? -1 : a.seat(), a == null ? null : a.createdAt(), events,
                    g instanceof RuleGame ? layout(viewJson) : viewJson, observations, evidence, wrong));
            lineBefore = mainline(viewJson);
            if (g instanceof RuleGame r) {
                while (rules.size() <= r.round()) {
                    rules.add(r.judge() instanceof Judge.ByRule b ? b.rule().source() : null);
                    byHand.add(r.judge().byHand());
                }
            }
        }
        if (!(g instanceof RuleGame r)) {
            return new RoundReplay(stored.type().id(), false, List.of(new Round(0, null, false, steps, g.over())));
        }
        List<Integer> starts = r.roundStarts();
        List<Round> rounds = new ArrayList<>();
        for (int n = 0; n < starts.size(); n++) {
            int from = starts.get(n);
            int to = n + 1 < starts.size() ? starts.get(n + 1) : Integer.MAX_VALUE;
            List<Step> own = steps.stream().filter(s -> s.seq() >= from && s.seq() < to).toList();
            boolean over = n + 1 < starts.size() || g.over()
                    || own.stream().anyMatch(s -> s.events().stream().anyMatch(e -> e.path("type").asText().equals("round_end")));
            rounds.add(new Round(n, n < rules.size() ? rules.get(n) : null, n < byHand.size() && byHand.get(n), own, over));
        }
        return new RoundReplay(stored.type().id(), true, rounds);
    }

    /**
     * The plays the scientist would take in from this step: the single cards on the table it had not
     * seen (a refused string of several cards says only that one of them was wrong, so it is left out),
     * a refused starter, the counterexample of a wrong guess, and every card of a hand rightly declared
     * unplayable.
     */
    private static void scientistsPlays(List<JsonNode> events, List<Evidence.Observation> observations, List<Card> lineBefore,
                                        Set<String> struck, List<Play> evidence, List<String> wrong) {
        for (Evidence.Observation o : observations) {
            if (o.cards().size() != 1) continue;
            add(new Play(o.mainline(), o.cards().get(0), o.accepted()), struck, evidence);
        }
        for (JsonNode e : events) {
            String type = e.path("type").asText();
            if (type.equals("starter") && !e.path("accepted").asBoolean()) {
                card(e.path("card").asText()).ifPresent(c -> add(new Play(List.of(), c, false), struck, evidence));
            } else if (type.equals("guess") && e.path("verdict").asText().equals("wrong")) {
                wrong.add(e.path("guess").asText());
                CardNotation.Line line = CardNotation.parseLine(e.path("counterexample").asText(""));
                if (line.ok() && !line.cards().isEmpty()) {
                    List<Card> cards = line.cards();
                    add(new Play(cards.subList(0, cards.size() - 1), cards.get(cards.size() - 1),
                            e.path("secretVerdict").asText().equals("accept")), struck, evidence);
                }
            } else if (type.equals("no_play") && e.path("verdict").asText().equals("right")) {
                for (JsonNode c : e.path("hand")) card(c.asText()).ifPresent(x -> add(new Play(lineBefore, x, false), struck, evidence));
            }
        }
    }

    private static void add(Play p, Set<String> struck, List<Play> evidence) {
        String key = p.line() + "|" + p.card() + "|" + p.accepted();
        if (struck.add(key)) evidence.add(p);
    }

    private static java.util.Optional<Card> card(String text) {
        return CardNotation.parse(text) instanceof CardNotation.Ok ok ? java.util.Optional.of(ok.card()) : java.util.Optional.empty();
    }

    private static List<Card> mainline(JsonNode view) {
        List<Card> out = new ArrayList<>();
        for (JsonNode c : view.path("mainline")) card(c.path("card").asText()).ifPresent(out::add);
        return out;
    }

    /** The layout a debrief draws: the mainline (each card with its Eleusis marker, if any) and the sidelines under it. */
    private static JsonNode layout(JsonNode view) {
        ObjectNode out = NODES.objectNode();
        ArrayNode mainline = out.putArray("mainline");
        for (JsonNode c : view.path("mainline")) {
            ObjectNode card = mainline.addObject();
            card.put("card", c.path("card").asText());
            if (c.path("blackMarker").asBoolean()) card.put("marker", "black");
            else if (c.path("whiteMarker").asBoolean()) card.put("marker", "white");
        }
        ArrayNode sidelines = out.putArray("sidelines");
        for (JsonNode s : view.path("sidelines")) {
            ObjectNode side = sidelines.addObject();
            side.put("under", s.path("under").asInt());
            ArrayNode plays = side.putArray("plays");
            for (JsonNode play : s.path("plays")) {
                ArrayNode cards = plays.addArray();
                for (JsonNode c : play) cards.add(c.path("card").asText());
            }
        }
        return out;
    }
}
