package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class CardFaceTest {
    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void everyFaceIsWellFormedSvgWithAScreenReaderLabel() throws Exception {
        for (Card c : Card.deck()) {
            for (boolean four : new boolean[] {false, true}) {
                Document d = parse(CardFace.svg(c, four));
                assertEquals("svg", d.getDocumentElement().getTagName());
                assertEquals("img", d.getDocumentElement().getAttribute("role"));
                assertTrue(d.getDocumentElement().getAttribute("aria-label").endsWith(c.suit().word()), c.notation());
            }
        }
        assertEquals("queen of spades", parse(CardFace.svg(CardNotation.card("QS"), false))
                .getDocumentElement().getAttribute("aria-label"));
    }

    @Test
    void twoColoursByDefaultFourWhenAsked() {
        String redDiamond = CardFace.svg(CardNotation.card("5D"), false);
        String blueDiamond = CardFace.svg(CardNotation.card("5D"), true);
        assertTrue(redDiamond.contains("#c8102e"));
        assertTrue(blueDiamond.contains("#0057b8"));
        assertTrue(CardFace.svg(CardNotation.card("5C"), true).contains("#007a33"));
        assertTrue(CardFace.svg(CardNotation.card("5C"), false).contains("#1d1d1d"));
    }
}
