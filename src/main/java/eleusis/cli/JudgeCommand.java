package eleusis.cli;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads cases, one a line: the mainline cards in order (starter first), then the card judged.
 * Prints accept, reject, or an error for that line; the run goes on after a bad line.
 */
final class JudgeCommand {
    private JudgeCommand() {}

    /** True when every line was well-formed. */
    static boolean run(Rule rule, BufferedReader in, PrintStream out) throws IOException {
        boolean allGood = true;
        int lineNumber = 0;
        Card[] mainline = new Card[16];
        for (String line; (line = in.readLine()) != null; ) {
            lineNumber++;
            List<Card> cards = new ArrayList<>();
            String error = parse(line, cards);
            if (error != null) {
                out.println("error: line " + lineNumber + ": " + error);
                allGood = false;
                continue;
            }
            int length = cards.size() - 1;
            if (mainline.length < length) mainline = new Card[Math.max(length, mainline.length * 2)];
            for (int i = 0; i < length; i++) mainline[i] = cards.get(i);
            out.println(rule.accepts(mainline, length, cards.get(length)) ? "accept" : "reject");
        }
        return allGood;
    }

    private static String parse(String line, List<Card> into) {
        CardNotation.Line cards = CardNotation.parseLine(line);
        if (cards.ok()) {
            into.addAll(cards.cards());
            return null;
        }
        return cards.badCard() == 0 ? "no cards: write the mainline, then the card judged"
                : "card " + cards.badCard() + ": " + cards.error();
    }
}
