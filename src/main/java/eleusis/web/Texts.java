package eleusis.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.cards.Card;
import eleusis.cards.CardNames;
import eleusis.cards.CardNotation;
import eleusis.cards.Suit;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The interface text of one request, in one language: {@code t.get("workshop.title")} in a template.
 *
 * <p>The bundles are {@code i18n/messages.properties} (English, the base) and {@code messages_xx.properties}
 * for each other language, read once as strict UTF-8 into immutable maps. Every value is a
 * {@link MessageFormat} pattern, with or without arguments, so a literal apostrophe is always written
 * {@code ''} (the bundle test refuses a lone one).
 *
 * <p>A missing key: a translation that lacks a key shows the English text, and a key the English
 * bundle lacks too shows as {@code ??key??}, so that a page never fails in class for want of a word.
 * Tests fail loudly instead: the bundle test checks that every bundle has every English key and that
 * every key the templates and scripts use exists, the HTTP test checks that no page shows {@code ??},
 * and {@link #strict(String)} throws at the first missing key.
 */
public final class Texts {
    /** The languages of the interface, English first: those of the games' source texts. */
    public static final List<String> CODES = List.of("en", "es", "fr", "it");

    /** What shows instead of a text that no bundle has: the key between these marks. */
    static final String MISSING_MARK = "??";

    private static final Map<String, Map<String, String>> BUNDLES = loadAll();
    /** A card quoted in a sentence in the card notation, in capitals: "KS", "10H". */
    private static final Pattern QUOTED_CARD = Pattern.compile("\\b(?:10|[2-9AJQK])[SHDC]\\b");
    /** How each language names cards, from its bundle's {@code cards.*}. */
    private static final Map<String, CardNames> CARD_NAMES = cardNames();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** English, for templates rendered without a request (and the layout's default). */
    public static final Texts ENGLISH = new Texts("en", null, false);

    /** One entry of the language switch: {@code href} keeps the page and its query, with the new language. */
    public record Choice(String code, String name, String href, boolean current) {}

    private final String lang;
    private final Locale locale;
    private final String here;
    private final boolean strict;

    private Texts(String lang, String here, boolean strict) {
        if (!CODES.contains(lang)) throw new IllegalArgumentException("no interface text in the language \"" + lang + "\"");
        this.lang = lang;
        this.locale = Locale.forLanguageTag(lang);
        this.here = here;
        this.strict = strict;
    }

    /**
     * @param here the page's path and query without {@code lang} (it must start with a single {@code /}),
     *             which the language switch links to; null links to the same page without its query
     */
    public static Texts of(String lang, String here) {
        return new Texts(lang, here, false);
    }

    /** Texts that throw {@link MissingResourceException} for a key this language's bundle lacks: for tests. */
    static Texts strict(String lang) {
        return new Texts(lang, null, true);
    }

    /** The language code, for {@code <html lang>}: "en", "es", "fr" or "it". */
    public String lang() {
        return lang;
    }

    public boolean english() {
        return lang.equals("en");
    }

    /** The text of {@code key}, its {@code {0}}, {@code {1}}... filled with {@code args} as this language writes them. */
    public String get(String key, Object... args) {
        String pattern = BUNDLES.get(lang).get(key);
        if (pattern == null) {
            if (strict) throw new MissingResourceException("no text \"" + key + "\" in " + file(lang), Texts.class.getName(), key);
            pattern = BUNDLES.get("en").get(key);
            if (pattern == null) return MISSING_MARK + key + MISSING_MARK;
        }
        return new MessageFormat(pattern, locale).format(args);
    }

    /**
     * Why an action was refused, from the reason code the games give ({@link eleusis.game.Reason} in
     * lower case, {@code not_your_turn}): the bundles' {@code refusal.<reasonInLowerCamel>}, or the
     * general "not allowed" for a reason added to the games later.
     */
    public String refusal(String reason) {
        StringBuilder key = new StringBuilder("refusal.");
        boolean upper = false;
        for (char c : reason.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                key.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return BUNDLES.get("en").containsKey(key.toString()) ? get(key.toString()) : get("refusal.notAllowed");
    }

    /** A game's name in the menu of the session form: the bundles' {@code tableForm.game.<id>} (every game has one; a test checks). */
    public String gameName(String gameId) {
        return get("tableForm.game." + gameId);
    }

    /** Who plays the empty seats, as the table form and the console name it. */
    public String computers(eleusis.store.ComputerKind kind) {
        return switch (kind) {
            case NONE -> get("seats.kind.none");
            case BY_LOT -> get("seats.kind.lot");
            case SCIENTIST -> get("seats.kind.scientist");
        };
    }

    /**
     * A text for a script: formatted (quotes undoubled, placeholders left), except one with plural
     * forms, given as its pattern: the script picks the form by the number (live.js), as MessageFormat does.
     */
    private String forScript(String key) {
        String pattern = BUNDLES.get(lang).get(key);
        if (pattern == null) pattern = BUNDLES.get("en").get(key);
        return pattern != null && pattern.contains(",choice,") ? pattern : get(key);
    }

    /**
     * The texts whose keys start with {@code prefix}, as a JSON object from the full key to the text, for
     * a script (through a {@code data-} attribute, which the template escapes). Placeholders stay as
     * {@code {0}} for the script to fill.
     */
    public String json(String prefix) {
        Map<String, String> out = new TreeMap<>();
        for (String key : BUNDLES.get("en").keySet()) {
            if (key.startsWith(prefix)) out.put(key, forScript(key));
        }
        try {
            return JSON.writeValueAsString(out);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of strings always serializes", e);
        }
    }

    /**
     * A table's name as this reader says it: a name the server gave ("Table 2", "Mesa 2", "Tavolo 2":
     * {@code session.defaultTable} in any language) in this language, any other name as it was written.
     */
    public String tableName(String stored) {
        for (String code : CODES) {
            String[] around = BUNDLES.get(code).get("session.defaultTable").split("\\{0\\}", -1);
            if (around.length != 2) continue;
            Matcher m = Pattern.compile(Pattern.quote(around[0]) + "(\\d{1,4})" + Pattern.quote(around[1])).matcher(stored);
            if (m.matches()) return get("session.defaultTable", Integer.parseInt(m.group(1)));
        }
        return stored;
    }

    /** How this reader's language names cards: "D♦" and "dame de carreau" in French. */
    public CardNames cards() {
        return CARD_NAMES.get(lang);
    }

    /**
     * A card written in the card notation (as games and stored plays carry it: "QD"), named for this
     * reader: "D♦". Text that is not a card is returned as it came.
     */
    public String card(String notation) {
        return cards().notationLine(notation);
    }

    /** A card named for this reader: "D♦". */
    public String card(Card card) {
        return cards().name(card);
    }

    /** Cards named for this reader, with a space between: "5♥ D♦". */
    public String cards(List<Card> cards) {
        return cards().line(cards);
    }

    /** A line of cards in the card notation ("5H QD", as a counterexample or a case is written), named: "5♥ D♦". */
    public String cards(String notation) {
        return cards().notationLine(notation);
    }

    /**
     * A sentence that quotes cards in the card notation in capitals ("dead end: after KS no card is
     * accepted", as the rule analysis words its warnings), with each named for this reader: "after R♠".
     * Only capital notation is read as a card, so that words such as "as" stay words.
     */
    public String cardsIn(String sentence) {
        if (sentence == null) return "";
        Matcher m = QUOTED_CARD.matcher(sentence);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(card(m.group())));
        m.appendTail(out);
        return out.toString();
    }

    /** A card (in the card notation) in words, for an image's alternative text: "dame de carreau". */
    public String cardWords(String notation) {
        return CardNotation.parse(notation == null ? "" : notation) instanceof CardNotation.Ok ok ? cards().words(ok.card())
                : String.valueOf(notation);
    }

    /**
     * The address of a card's face drawn in this reader's language ({@code /cards/QD.svg?lang=fr}, a French
     * queen marked D); English, the default, has no parameter. The same address always draws the same face,
     * so browsers keep it.
     */
    public String cardFace(String notation) {
        return faceAddress(notation, lang);
    }

    static String faceAddress(String notation, String lang) {
        return "/cards/" + notation + ".svg" + (lang.equals("en") ? "" : "?lang=" + lang);
    }

    /** The language switch: every language, by its own name, with a link to this page in it. */
    public List<Choice> languages() {
        return CODES.stream().map(code -> new Choice(code, BUNDLES.get(code).get("language.name"), href(code), code.equals(lang)))
                .toList();
    }

    private String href(String code) {
        if (here == null) return "?lang=" + code;
        return here + (here.indexOf('?') < 0 ? "?" : "&") + "lang=" + code;
    }

    /** One language's bundle exactly as the file has it (no English fallback): for the bundle tests. */
    static Map<String, String> bundle(String lang) {
        Map<String, String> b = BUNDLES.get(lang);
        if (b == null) throw new IllegalArgumentException("no bundle for \"" + lang + "\"");
        return b;
    }

    static String file(String lang) {
        return "i18n/messages" + (lang.equals("en") ? "" : "_" + lang) + ".properties";
    }

    /** Each language's card names from its bundle, a word it lacks in English (the bundle test holds them complete). */
    private static Map<String, CardNames> cardNames() {
        Map<String, CardNames> out = new LinkedHashMap<>();
        for (String code : CODES) {
            java.util.function.Function<String, String> word = key -> {
                String v = BUNDLES.get(code).get(key);
                return new MessageFormat(v != null ? v : BUNDLES.get("en").get(key), Locale.forLanguageTag(code))
                        .format(new Object[] {"{0}", "{1}"});
            };
            List<String> letters = new ArrayList<>(), words = new ArrayList<>();
            for (int rank = 1; rank <= 13; rank++) {
                boolean named = rank == Card.ACE || rank >= Card.JACK;
                letters.add(named ? word.apply("cards.rank." + rank) : Integer.toString(rank));
                words.add(named ? word.apply("cards.rankWord." + rank) : Integer.toString(rank));
            }
            Map<Suit, String> suits = new EnumMap<>(Suit.class);
            for (Suit s : Suit.values()) suits.put(s, word.apply("cards.suitWord." + s.letter()));
            out.put(code, new CardNames(letters, words, suits, word.apply("cards.words")));
        }
        return Map.copyOf(out);
    }

    private static Map<String, Map<String, String>> loadAll() {
        Map<String, Map<String, String>> all = new LinkedHashMap<>();
        for (String code : CODES) all.put(code, load(file(code)));
        return Map.copyOf(all);
    }

    /** Read as UTF-8 whatever the JVM's defaults, and refused if it is not UTF-8 (never silently Latin-1). */
    private static Map<String, String> load(String resource) {
        try (InputStream in = Texts.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("the bundle " + resource + " is missing from the classpath");
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)));
            Map<String, String> m = new TreeMap<>();
            for (String key : p.stringPropertyNames()) m.put(key, p.getProperty(key));
            return Map.copyOf(m);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundle " + resource, e);
        }
    }
}
