package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.Audience;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Viewer;
import eleusis.game.Views;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Runs one scripted scenario of {@code src/test/resources/palmera/*.txt}: a fixed deal, the
 * actions, and the expected state, each line a command (the file's header explains them). A
 * failure names the scenario and the line.
 */
final class PalmeraScript {
    final String name;
    private final List<String[]> lines = new ArrayList<>();
    private final List<Integer> numbers = new ArrayList<>();

    private PalmeraSettings settings = PalmeraSettings.standard(2).withRounds(1);
    private int first = 0;
    private final String[][] deals = new String[20][2];
    private PalmeraGame g;
    private List<GameEvent> last = List.of();
    private String where = "";

    PalmeraScript(String name) {
        this.name = name;
    }

    void add(int number, String line) {
        numbers.add(number);
        lines.add(line.strip().split("\\s+"));
    }

    void run(String file) {
        for (int i = 0; i < lines.size(); i++) {
            String[] w = lines.get(i);
            where = file + " line " + numbers.get(i) + " (" + String.join(" ", w) + "): ";
            try {
                step(w);
            } catch (AssertionError e) {
                throw new AssertionError(where + e.getMessage(), e);
            }
        }
    }

    private void step(String[] w) {
        String cmd = w[0];
        if (!cmd.equals("settings") && !cmd.equals("first") && !cmd.equals("deal") && g == null) begin();
        switch (cmd) {
            case "settings" -> settings(Arrays.copyOfRange(w, 1, w.length));
            case "first" -> first = Integer.parseInt(w[1]);
            case "deal" -> deals[Integer.parseInt(w[1]) - 1][Integer.parseInt(w[2])] =
                    String.join(" ", Arrays.copyOfRange(w, 3, w.length));
            case "place", "peek", "skip", "discard" -> act(Integer.parseInt(w[1]), action(cmd, Arrays.copyOfRange(w, 2, w.length)));
            case "turns" -> {
                for (int i = 1; i < w.length; i++) {
                    String[] pf = w[i].split("/");
                    act(g.turn(), new PalmeraAction.Place(Integer.parseInt(pf[0]), pf.length > 1 ? Integer.parseInt(pf[1]) : null));
                }
            }
            case "refuse" -> refuse(Integer.parseInt(w[1]), Reason.valueOf(w[2]), action(w[3], Arrays.copyOfRange(w, 4, w.length)));
            case "owners" -> owners(Arrays.copyOfRange(w, 1, w.length));
            case "perch" -> assertEquals(String.join(" ", Arrays.copyOfRange(w, 2, w.length)), faces(Integer.parseInt(w[1])),
                    "cards on perch " + w[1]);
            case "sees" -> assertEquals(w[3], sees(w[1], Integer.parseInt(w[2])), "what " + w[1] + " sees of perch " + w[2]);
            case "beat" -> assertEquals(w.length > 3 ? String.join(" ", Arrays.copyOfRange(w, 3, w.length)) : "",
                    String.join(" ", g.board().cards(Integer.parseInt(w[1])).get(Integer.parseInt(w[2])).beat()), "beaten cards");
            case "removed" -> removed(w);
            case "event" -> event(w);
            case "count" -> assertEquals(Integer.parseInt(w[2]), last.stream().filter(e -> e.type().equals(w[1])).count(),
                    "number of " + w[1] + " events: " + types());
            case "noevent" -> assertTrue(last.stream().noneMatch(e -> e.type().equals(w[1])), "no " + w[1] + " event expected: " + types());
            case "private" -> assertInstanceOf(Audience.OneSeat.class, find(w[1]).audience(), w[1] + " must be private");
            case "public" -> assertEquals(Audience.EVERYONE, find(w[1]).audience(), w[1] + " must be public");
            case "waiting" -> assertEquals(List.of(Integer.parseInt(w[1])), g.waitingFor(), "waiting for");
            case "over" -> {
                assertTrue(g.over(), "the game should be over");
                assertEquals(List.of(), g.waitingFor());
            }
            case "allowed" -> assertEquals(w.length > 2 ? List.of(w[2].split(",")) : List.of(), g.allowed(Integer.parseInt(w[1])),
                    "allowed kinds");
            case "legal" -> assertEquals(w.length > 2 ? String.join(" ", Arrays.copyOfRange(w, 2, w.length)) : "",
                    legal(Integer.parseInt(w[1])), "legal actions");
            case "drawn" -> drawn(Integer.parseInt(w[1]), w[2]);
            case "round" -> assertEquals(Integer.parseInt(w[1]) - 1, g.round(), "round");
            case "scores" -> assertEquals(map(w, 2), g.roundScores().get(Integer.parseInt(w[1]) - 1), "scores of round " + w[1]);
            case "totals" -> assertEquals(map(w, 1), g.totals(), "totals");
            case "winners" -> assertEquals(ints(w[1]), g.winners(), "winners");
            default -> fail("unknown command " + cmd);
        }
    }

    private void begin() {
        List<PalmeraDeal> list = new ArrayList<>();
        for (String[] d : deals) {
            if (d[0] == null && d[1] == null) break;
            list.add(PalmeraDeal.of(d[0] == null ? "" : d[0], d[1] == null ? "" : d[1]));
        }
        g = PalmeraGame.startWithDeal(settings, 1, first, list);
        last = g.log();
    }

    private void settings(String[] kv) {
        PalmeraSettings s = settings;
        for (String pair : kv) {
            String[] p = pair.split("=");
            s = switch (p[0]) {
                case "rounds" -> s.withRounds(Integer.parseInt(p[1]));
                case "peekOptional" -> new PalmeraSettings(2, s.rounds(), Boolean.parseBoolean(p[1]), s.peekOnEveryCapture(),
                        s.showLosingAttacker(), s.kingDiscardsUnseen(), s.tieBreak());
                case "peekOnEveryCapture" -> new PalmeraSettings(2, s.rounds(), s.peekOptional(), Boolean.parseBoolean(p[1]),
                        s.showLosingAttacker(), s.kingDiscardsUnseen(), s.tieBreak());
                case "showLosingAttacker" -> new PalmeraSettings(2, s.rounds(), s.peekOptional(), s.peekOnEveryCapture(),
                        Boolean.parseBoolean(p[1]), s.kingDiscardsUnseen(), s.tieBreak());
                case "kingDiscardsUnseen" -> new PalmeraSettings(2, s.rounds(), s.peekOptional(), s.peekOnEveryCapture(),
                        s.showLosingAttacker(), Boolean.parseBoolean(p[1]), s.tieBreak());
                case "tieBreak" -> new PalmeraSettings(2, s.rounds(), s.peekOptional(), s.peekOnEveryCapture(),
                        s.showLosingAttacker(), s.kingDiscardsUnseen(), PalmeraTieBreak.valueOf(p[1].toUpperCase()));
                default -> throw new AssertionError("unknown setting " + p[0]);
            };
        }
        settings = s;
    }

    private static PalmeraAction action(String kind, String[] args) {
        return switch (kind) {
            case "place" -> new PalmeraAction.Place(Integer.parseInt(args[0]), args.length > 1 ? Integer.parseInt(args[1]) : null);
            case "peek" -> new PalmeraAction.Peek(Integer.parseInt(args[0]), Integer.parseInt(args[1]));
            case "skip" -> new PalmeraAction.SkipPeek();
            case "discard" -> new PalmeraAction.Discard();
            default -> throw new AssertionError("unknown action " + kind);
        };
    }

    private void act(int seat, PalmeraAction a) {
        Outcome o = g.apply(seat, a);
        if (!(o instanceof Outcome.Applied applied)) throw new AssertionError("seat " + seat + " " + a + " was refused: " + o);
        last = applied.events();
    }

    private void refuse(int seat, Reason reason, PalmeraAction a) {
        List<String> before = Views.all(g);
        int history = g.history().size();
        Outcome o = g.apply(seat, a);
        Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, o, "should be refused: " + a);
        assertEquals(reason, r.refusal().reason(), r.refusal().message());
        assertFalse(r.refusal().message().isBlank());
        assertEquals(before, Views.all(g), "a refused action changed a view");
        assertEquals(history, g.history().size());
    }

    /** {@code 1=0 8=0,0}: the owners of the cards on each listed perch; every other perch is empty. */
    private void owners(String[] spec) {
        String[] expected = new String[PalmeraPerches.ALL.size() + 1];
        for (String s : spec) {
            String[] p = s.split("=");
            expected[Integer.parseInt(p[0])] = p[1];
        }
        for (int perch = 1; perch <= PalmeraPerches.ALL.size(); perch++) {
            List<String> owners = new ArrayList<>();
            for (PalmeraPerched c : g.board().cards(perch)) owners.add(String.valueOf(c.owner()));
            String actual = owners.isEmpty() ? null : String.join(",", owners);
            assertEquals(expected[perch], actual, "owners on perch " + perch);
        }
    }

    private String faces(int perch) {
        List<String> out = new ArrayList<>();
        for (PalmeraPerched c : g.board().cards(perch)) out.add(PalmeraCards.face(c.card()));
        return String.join(" ", out);
    }

    /**
     * What a viewer's JSON view shows on a perch: "5C" face up, "5C*" known but face down ("5C*!":
     * one's own, and the opponent has peeked at it), "?" hidden, "-" empty.
     */
    private String sees(String viewer, int perch) {
        Viewer v = viewer.equals("spectator") ? new Viewer.Spectator() : new Viewer.Player(Integer.parseInt(viewer));
        JsonNode cards = Views.parse(Views.json(g.view(v))).get("board").get(perch - 1).get("cards");
        List<String> out = new ArrayList<>();
        for (JsonNode c : cards) {
            if (c.get("card").isNull()) {
                assertTrue(c.get("id").isNull(), "a hidden card must not show its id");
                assertTrue(!c.get("seenByOpponent").asBoolean(), "only one's own cards are marked as peeked at");
                out.add("?");
            } else {
                out.add(c.get("card").asText() + (c.get("faceUp").asBoolean() ? "" : "*")
                        + (c.get("seenByOpponent").asBoolean() ? "!" : ""));
            }
        }
        return out.isEmpty() ? "-" : String.join(",", out);
    }

    /** {@code removed shown 5C KD} or {@code removed unseen 2}. */
    private void removed(String[] w) {
        if (w[1].equals("shown")) {
            List<String> faces = new ArrayList<>();
            for (int c : g.board().removedShown()) faces.add(PalmeraCards.face(c));
            assertEquals(String.join(" ", Arrays.copyOfRange(w, 2, w.length)), String.join(" ", faces), "cards out of play, shown");
        } else {
            assertEquals(Integer.parseInt(w[2]), g.board().removedUnseen().size(), "cards out of play unseen");
        }
    }

    /** {@code event clash perch=4 winner=attacker}: the last action produced such an event (JSON values; text unquoted). */
    private void event(String[] w) {
        List<String> misses = new ArrayList<>();
        for (GameEvent e : last) {
            if (!e.type().equals(w[1])) continue;
            JsonNode node = Views.parse(EventJson.line(e));
            boolean all = true;
            for (int i = 2; i < w.length; i++) {
                int eq = w[i].indexOf('=');
                JsonNode v = node.get(w[i].substring(0, eq));
                String actual = v == null ? "<absent>" : v.isTextual() ? v.asText() : v.toString();
                if (!actual.equals(w[i].substring(eq + 1))) all = false;
            }
            if (all) return;
            misses.add(node.toString());
        }
        fail("no matching " + w[1] + " event; " + (misses.isEmpty() ? "events: " + types() : "found " + misses));
    }

    private GameEvent find(String type) {
        for (GameEvent e : last) if (e.type().equals(type)) return e;
        throw new AssertionError("no " + type + " event: " + types());
    }

    private List<String> types() {
        return last.stream().map(GameEvent::type).toList();
    }

    private String legal(int seat) {
        List<String> out = new ArrayList<>();
        for (PalmeraAction a : g.legalActions(seat)) {
            if (a instanceof PalmeraAction.Place p) out.add(p.perch() + (p.first() == null ? "" : "/" + p.first()));
            else if (a instanceof PalmeraAction.Peek p) out.add("peek:" + p.perch() + "/" + p.slot());
            else out.add(a.kind());
        }
        return String.join(" ", out);
    }

    private void drawn(int seat, String face) {
        JsonNode view = Views.parse(Views.json(g.view(new Viewer.Player(seat))));
        JsonNode d = view.get("drawn");
        assertNotNull(d);
        assertEquals(face, d.isNull() ? "-" : d.get("card").asText(), "the drawn card in seat " + seat + "'s view");
    }

    private static Map<Integer, Integer> map(String[] w, int from) {
        Map<Integer, Integer> m = new java.util.LinkedHashMap<>();
        for (int i = from; i < w.length; i++) {
            String[] p = w[i].split("=");
            m.put(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
        }
        return m;
    }

    private static List<Integer> ints(String csv) {
        return Arrays.stream(csv.split(",")).map(Integer::parseInt).toList();
    }
}
