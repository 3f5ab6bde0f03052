package eleusis.web.classroom;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.GameType;
import eleusis.game.Viewer;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.web.Texts;
import eleusis.web.play.RoundRule;
import eleusis.web.play.TableBroadcast;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A table as the teacher's console shows it, read from the dealer's view (the teacher may see the rule),
 * its words in the teacher's language.
 */
public final class ConsoleTable {
    /** The phase of a finished round, as {@link ClassroomPages.TableInfo#phase()} spells it. */
    private static final String ROUND_OVER = "round over";
    /** Not a game's phase: the session waits for Start. */
    private static final String LOBBY = "lobby";

    private static final ObjectMapper JSON = new ObjectMapper();

    private ConsoleTable() {}

    /**
     * The table, with the seats whose students ask for them back from another device. In the lobby the
     * game is dealt but nobody may move until the teacher presses Start, so the table says so instead of
     * "playing · waiting for" the first player.
     */
    static ClassroomPages.TableInfo of(SessionTable table, LiveTable<?, ?> game, List<Seat> seats, Set<Integer> connected,
                                       Instant now, Texts texts, List<Integer> askedFor, boolean lobby) {
        return of(table, game, seats, connected, now, texts, askedFor, lobby, java.util.Map.of());
    }

    /**
     * The table as the console shows it now: its seats and who is connected, the seats asked for from
     * another device, and (once the class has started) the students' notebooks.
     */
    static ClassroomPages.TableInfo read(Database db, LiveTables games, TableBroadcast broadcast, ConsoleNotebooks notebooks,
                                         SessionTable table, Instant now, Texts texts, boolean lobby) {
        List<Seat> seats = db.seats().list(table.id());
        return of(table, games.get(table.id()), seats, broadcast.connectedSeats(table.id()), now, texts,
                db.seatRequests().list(table.id()).stream().map(eleusis.store.SeatRequests.Request::seat).toList(), lobby,
                lobby ? java.util.Map.of() : notebooks.of(table.id(), seats, texts));
    }

    static ClassroomPages.TableInfo of(SessionTable table, LiveTable<?, ?> game, List<Seat> seats, Set<Integer> connected,
                                       Instant now, Texts texts, List<Integer> askedFor, boolean lobby,
                                       java.util.Map<Integer, ClassroomPages.SeatNotebook> notebooks) {
        boolean house = game.houseDeals();
        // The teacher sees what the house sees (the secret rule); at other tables, what the projector sees.
        JsonNode view = JSON.valueToTree(game.view(house ? new Viewer.Player(GameType.HOUSE_SEAT) : new Viewer.Spectator()));
        RoundRule rule = house ? game.read(RoundRule::of) : null;
        List<ClassroomPages.SeatInfo> infos = new ArrayList<>();
        StringBuilder waiting = new StringBuilder();
        List<ClassroomPages.SeatInfo> asking = new ArrayList<>();
        for (Seat s : seats) {
            JsonNode size = view.path("handSizes").path(Integer.toString(s.seat()));
            if (size.isMissingNode()) size = view.path("hands").path(Integer.toString(s.seat()));
            infos.add(new ClassroomPages.SeatInfo(s.seat(), s.playerName(), size.isInt() ? size.asInt() : null,
                    view.path("totals").path(Integer.toString(s.seat())).asInt(0), connected.contains(s.seat()),
                    ago(texts, s.lastSeen(), now)));
            if (askedFor.contains(s.seat())) asking.add(infos.get(infos.size() - 1));
        }
        for (JsonNode w : view.path("waitingFor")) {
            int seat = w.asInt();
            String name = house && seat == GameType.HOUSE_SEAT ? texts.get("tableStatus.waiting.you") : seats.stream()
                    .filter(s -> s.seat() == seat).map(Seat::playerName).findFirst()
                    .orElse(table.scientist() && table.computerSeats() ? texts.get("seats.waiting.scientist")
                            : table.computerSeats() ? texts.get("tableStatus.waiting.computer") : texts.get("tableStatus.waiting.emptySeat", seat));
            if (waiting.length() > 0) waiting.append(", ");
            waiting.append(name);
        }
        if (lobby) waiting.replace(0, waiting.length(), texts.get("tableStatus.waiting.start"));
        return new ClassroomPages.TableInfo(table, view.path("players").asInt() - (house ? 1 : 0), view.path("round").asInt(),
                view.path("rounds").asInt(), lobby ? LOBBY : view.path("phase").asText("").replace('_', ' '), rule == null || rule.byHand() ? "" : rule.source(),
                rule == null ? "" : rule.reading(texts.lang()), rule != null && rule.byHand(), game.over(), infos,
                waiting.length() == 0 ? texts.get("tableStatus.waiting.nobody") : waiting.toString(),
                // A guess in words waits for the teacher: judged here, without opening the dealer's screen.
                house && view.path("phase").asText().equals("guess_verdict") && view.hasNonNull("pendingGuess")
                        ? view.get("pendingGuess").asText() : null,
                asking, notebooks);
    }

    /** Whether the table waits for the teacher to start the next round. */
    public static boolean roundOver(ClassroomPages.TableInfo table) {
        return table.phase().equals(ROUND_OVER);
    }

    /**
     * The part of the table's phase the console's controls follow: waiting for Start, being played, its
     * round over, its game over. The console reloads when it changes (not at every play and verdict).
     */
    public static String stageKey(ClassroomPages.TableInfo table) {
        if (table.over()) return "over";
        if (roundOver(table)) return "round-over";
        return table.phase().equals(LOBBY) ? LOBBY : "playing";
    }

    /** The table's stage in words ({@link #stageKey}): playing, round over, game over, paused. */
    public static String stageWords(Texts texts, ClassroomPages.TableInfo table) {
        String stage = switch (stageKey(table)) {
            case "over" -> texts.get("tableStatus.phase.gameOver");
            case "round-over" -> texts.get("tableStatus.phase.roundOver");
            case LOBBY -> texts.get("tableStatus.phase.lobby");
            default -> texts.get("tableStatus.phase.play");
        };
        return table.table().paused() ? stage + " · " + texts.get("tableStatus.paused") : stage;
    }

    /** The phase in words; the games name their phases in their views ("after_play"), read here with spaces. */
    public static String phase(Texts texts, ClassroomPages.TableInfo table) {
        return switch (table.phase()) {
            case "starter verdict" -> texts.get("tableStatus.phase.starterVerdict");
            case "play", "turn" -> texts.get("tableStatus.phase.play");
            case "prophet call" -> texts.get("tableStatus.phase.prophetCall");
            case "dealer verdict" -> texts.get("tableStatus.phase.dealerVerdict");
            case "after play" -> texts.get("tableStatus.phase.afterPlay");
            case "guess verdict" -> texts.get("tableStatus.phase.guessVerdict");
            case ROUND_OVER -> texts.get("tableStatus.phase.roundOver");
            case "game over", "over" -> texts.get("tableStatus.phase.gameOver");
            case "lose" -> texts.get("tableStatus.phase.lose");
            case "scoring" -> texts.get("tableStatus.phase.scoring");
            case "place" -> texts.get("tableStatus.phase.place");
            case "peek" -> texts.get("tableStatus.phase.peek");
            case LOBBY -> texts.get("tableStatus.phase.lobby");
            // A game whose view names no phase (Elementa) is being played until it is over.
            case "" -> table.over() ? texts.get("tableStatus.phase.gameOver") : texts.get("tableStatus.phase.play");
            default -> table.phase(); // a phase added to a game later shows as the game names it
        };
    }

    private static String ago(Texts texts, Instant then, Instant now) {
        long s = Math.max(0, Duration.between(then, now).getSeconds());
        if (s < 60) return texts.get("tableStatus.seen.justNow");
        if (s < 3600) return texts.get("tableStatus.seen.minutes", s / 60);
        return texts.get("tableStatus.seen.hours", s / 3600);
    }
}
