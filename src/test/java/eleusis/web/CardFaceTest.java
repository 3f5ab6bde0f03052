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
    private static final eleusis.cards.CardNames ENGLISH = Texts.ENGLISH.cards();

    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void everyFaceIsWellFormedSvgWithAScreenReaderLabel() throws Exception {
        for (Card c : Card.deck()) {
            for (boolean four : new boolean[] {false, true}) {
                Document d = parse(CardFace.svg(c, four, ENGLISH));
                assertEquals("svg", d.getDocumentElement().getTagName());
                assertEquals("img", d.getDocumentElement().getAttribute("role"));
                assertTrue(d.getDocumentElement().getAttribute("aria-label").endsWith(c.suit().word()), c.notation());
            }
        }
        assertEquals("queen of spades", parse(CardFace.svg(CardNotation.card("QS"), false, ENGLISH))
                .getDocumentElement().getAttribute("aria-label"));
    }

    @Test
    void twoColoursByDefaultFourWhenAsked() {
        String redDiamond = CardFace.svg(CardNotation.card("5D"), false, ENGLISH);
        String blueDiamond = CardFace.svg(CardNotation.card("5D"), true, ENGLISH);
        assertTrue(redDiamond.contains("#c8102e"));
        assertTrue(blueDiamond.contains("#0057b8"));
        assertTrue(CardFace.svg(CardNotation.card("5C"), true, ENGLISH).contains("#007a33"));
        assertTrue(CardFace.svg(CardNotation.card("5C"), false, ENGLISH).contains("#1d1d1d"));
    }

    /** A French student reads "D♦" in a message: the face drawn for a French page prints D too, and says "dame de pique". */
    @Test
    void aFaceIsDrawnInTheLanguageAsked() throws Exception {
        Document fr = parse(CardFace.svg(CardNotation.card("QS"), false, Texts.of("fr", null).cards()));
        assertEquals("dame de pique", fr.getDocumentElement().getAttribute("aria-label"));
        assertEquals("D", fr.getElementsByTagName("text").item(0).getTextContent());
        assertEquals("\u2660", fr.getElementsByTagName("text").item(1).getTextContent());
        Document it = parse(CardFace.svg(CardNotation.card("KH"), false, Texts.of("it", null).cards()));
        assertEquals("re di cuori", it.getDocumentElement().getAttribute("aria-label"));
        assertEquals("K", it.getElementsByTagName("text").item(0).getTextContent());
        Document es = parse(CardFace.svg(CardNotation.card("QD"), false, Texts.of("es", null).cards()));
        assertEquals("reina de diamantes", es.getDocumentElement().getAttribute("aria-label"));
        assertEquals("Q", es.getElementsByTagName("text").item(0).getTextContent());
        assertEquals("Q", parse(CardFace.svg(CardNotation.card("QD"), false, ENGLISH)).getElementsByTagName("text").item(0).getTextContent());
    }
}
