package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Points the source texts leave open, or settle differently from one another, are marked "Our
 * choice" on the rules page, with the setting that changes them where there is one.
 */
class RulesPageTest {
    static final String MARK = "<strong>Our choice";

    private static String page() {
        StringOutput out = new StringOutput();
        TemplateEngine.createPrecompiled(ContentType.Html).render("pages/rules.jte", new HashMap<>(), out);
        return out.toString();
    }

    /** The list item holding {@code phrase}, from its start to its first closing tag. */
    private static String item(String html, String phrase) {
        List<String> found = new ArrayList<>();
        for (int at = html.indexOf("<li"); at >= 0; at = html.indexOf("<li", at + 1)) {
            int end = html.indexOf("</li>", at);
            String li = html.substring(at, end).replaceAll("\\s+", " ");
            if (li.contains(phrase)) found.add(li);
        }
        assertTrue(found.size() == 1, "one list item says \"" + phrase + "\", not " + found.size() + ": " + found);
        return found.get(0);
    }

    @Test
    void theGreyElephantsColoursAreMarkedWithBothTexts() {
        String li = item(page(), "grey-elephant cards");
        assertTrue(li.contains(MARK) && li.contains("colores que elija") && li.contains("couleur de son choix")
                && li.contains("may be of two colours") && li.contains("no setting"), li);
    }

    @Test
    void theColoursOfTheStartPairsAreMarked() {
        String li = item(page(), "start cards in pairs I to V");
        assertTrue(li.contains(MARK) && li.contains("I red&nbsp;3 + green&nbsp;4"), li);
    }

    @Test
    void thePushFollowsTheTextsAndNamesItsSetting() {
        String li = item(page(), "push card does not lift");
        assertTrue(li.contains("pushWhenForced") && li.contains("off by default"), li);
    }

    @Test
    void placingOnAPerchOneHoldsIsMarked() {
        String li = item(page(), "perch you already hold");
        assertTrue(li.contains(MARK) && li.contains("perch 8"), li);
    }

    @Test
    void theExpressDealersScoreIsMarkedWithItsSetting() {
        String li = item(page(), "the dealer's score");
        assertTrue(li.contains(MARK) && li.contains("<code>dealerScore</code>") && li.contains("<code>highest</code>")
                && li.contains("<code>average</code>"), li);
    }
}
