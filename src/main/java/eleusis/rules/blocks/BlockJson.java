package eleusis.rules.blocks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import eleusis.rules.parse.Limits;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON form of a tree, shared with the page's script (builder.js draws and edits exactly this):
 * a piece is {@code {"piece": name, ...its values, "args": [its places]}}, an empty place is
 * {@code null}. Values: {@code is} has {@code prop} (a property word or null) and {@code not};
 * {@code compare} has {@code op} ({@code ==}, {@code !=}, {@code <}, ... or null); {@code in} has
 * {@code not}; {@code set} has {@code open}; {@code bool} and {@code number} have {@code value}
 * ({@code number} also {@code letter}); {@code card} has {@code back}; {@code arith} has {@code op}
 * ({@code +}, {@code -}, {@code *}, {@code mod}); {@code suitName} has {@code suit},
 * {@code colourName} has {@code colour}. {@code rank}, {@code suit} and {@code colour} hold a card.
 */
public final class BlockJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Pieces in one tree: far beyond any rule of 4,000 characters' worth of pieces. */
    static final int MAX_PIECES = 2_000;

    private BlockJson() {}

    public static JsonNode write(Block b) {
        if (b instanceof Block.Hole) return NODES.nullNode();
        ObjectNode o = NODES.objectNode();
        o.put("piece", b.piece());
        if (b instanceof Block.Is is) {
            if (is.property() == null) o.putNull("prop");
            else o.put("prop", is.property().word);
            o.put("not", is.negated());
        } else if (b instanceof Block.Compare c) {
            if (c.op() == null) o.putNull("op");
            else o.put("op", c.op().symbol);
        } else if (b instanceof Block.In in) {
            o.put("not", in.negated());
        } else if (b instanceof Block.Members m) {
            o.put("open", m.open());
        } else if (b instanceof Block.Bool x) {
            o.put("value", x.value());
        } else if (b instanceof Block.CardAt c) {
            o.put("back", c.back());
        } else if (b instanceof Block.Number n) {
            o.put("value", n.value());
            o.put("letter", n.letter());
        } else if (b instanceof Block.Arith a) {
            o.put("op", a.op().symbol);
        } else if (b instanceof Block.SuitName s) {
            o.put("suit", s.suit().word());
        } else if (b instanceof Block.ColourName c) {
            o.put("colour", c.colour().word());
        }
        if (!b.children().isEmpty() || b instanceof Block.Members) {
            ArrayNode args = o.putArray("args");
            for (Block child : b.children()) args.add(write(child));
        }
        return o;
    }

    /**
     * The palette for the page's script: each item's {@code id}, {@code group} and {@code kind}
     * ({@code piece}, {@code typeNumber}, {@code typeBack}, {@code property}, {@code comparison},
     * {@code setDone}), and what it puts in place: a {@code template}, a {@code prop} or an {@code op}.
     */
    public static JsonNode palette() {
        ArrayNode out = NODES.arrayNode();
        for (Palette.Item item : Palette.items()) {
            ObjectNode o = out.addObject();
            o.put("id", item.id());
            o.put("group", item.group());
            o.put("kind", switch (item.kind()) {
                case PIECE -> "piece";
                case TYPE_NUMBER -> "typeNumber";
                case TYPE_BACK -> "typeBack";
                case PROPERTY -> "property";
                case COMPARISON -> "comparison";
                case SET_DONE -> "setDone";
            });
            if (item.template() != null) o.set("template", write(item.template()));
            if (item.property() != null) o.put("prop", item.property().word);
            if (item.op() != null) o.put("op", item.op().symbol);
        }
        return out;
    }

    /** The tree of a JSON form; a form that is not one says what is wrong and where. */
    public static Block read(JsonNode json) {
        return new Reader().read(json, "the rule", 0);
    }

    /** A JSON form that is not a tree of pieces. */
    public static final class BadBlocks extends IllegalArgumentException {
        BadBlocks(String message) {
            super(message);
        }
    }

    private static final class Reader {
        private int pieces;

        Block read(JsonNode j, String where, int depth) {
            if (j == null || j.isNull()) return Block.Hole.EMPTY;
            if (!j.isObject()) throw bad(where, "a piece is an object with a \"piece\" name, or null for an empty place");
            if (++pieces > MAX_PIECES) throw bad(where, "more than " + MAX_PIECES + " pieces");
            if (depth > Limits.MAX_DEPTH) throw bad(where, "pieces nested deeper than " + Limits.MAX_DEPTH);
            String piece = text(j, "piece", where);
            List<Block> args = args(j, where, depth);
            return switch (piece) {
                case "if" -> {
                    if (args.size() != 2 && args.size() != 3) throw bad(where, "\"if\" has 2 places (if, then) or 3 (if, then, otherwise)");
                    yield new Block.If(args.get(0), args.get(1), args.size() == 3 ? args.get(2) : null);
                }
                case "and" -> new Block.And(arg(args, 0, 2, where, piece), args.get(1));
                case "or" -> new Block.Or(arg(args, 0, 2, where, piece), args.get(1));
                case "not" -> new Block.Not(arg(args, 0, 1, where, piece));
                case "is" -> new Block.Is(arg(args, 0, 1, where, piece), property(j, where), flag(j, "not", where));
                case "compare" -> new Block.Compare(compareOp(j, where), arg(args, 0, 2, where, piece), args.get(1));
                case "in" -> new Block.In(arg(args, 0, 2, where, piece), args.get(1), flag(j, "not", where));
                case "set" -> new Block.Members(args, flag(j, "open", where));
                case "range" -> new Block.Range(arg(args, 0, 2, where, piece), args.get(1));
                case "bool" -> new Block.Bool(flag(j, "value", where));
                case "rank" -> new Block.Attr(Block.Attribute.RANK, arg(args, 0, 1, where, piece));
                case "suit" -> new Block.Attr(Block.Attribute.SUIT, arg(args, 0, 1, where, piece));
                case "colour" -> new Block.Attr(Block.Attribute.COLOUR, arg(args, 0, 1, where, piece));
                case "card" -> new Block.CardAt(number(j, "back", 0, Limits.MAX_LOOKBACK, where));
                case "number" -> number(j, where);
                case "position" -> new Block.Position();
                case "arith" -> new Block.Arith(arithOp(j, where), arg(args, 0, 2, where, piece), args.get(1));
                case "abs" -> new Block.Abs(arg(args, 0, 1, where, piece));
                case "negate" -> new Block.Negate(arg(args, 0, 1, where, piece));
                case "suitName" -> new Block.SuitName(suit(j, where));
                case "colourName" -> new Block.ColourName(colour(j, where));
                default -> throw bad(where, "no piece is called \"" + piece + "\"");
            };
        }

        private List<Block> args(JsonNode j, String where, int depth) {
            JsonNode a = j.get("args");
            if (a == null || a.isNull()) return List.of();
            if (!a.isArray()) throw bad(where, "\"args\" is a list of pieces");
            List<Block> out = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) out.add(read(a.get(i), where + ", place " + (i + 1), depth + 1));
            return out;
        }

        private static Block arg(List<Block> args, int i, int expected, String where, String piece) {
            if (args.size() != expected) {
                throw bad(where, "\"" + piece + "\" has " + expected + (expected == 1 ? " place" : " places") + ", not " + args.size());
            }
            return args.get(i);
        }

        private static String text(JsonNode j, String field, String where) {
            JsonNode v = j.get(field);
            if (v == null || !v.isTextual()) throw bad(where, "\"" + field + "\" must be a text");
            return v.asText();
        }

        private static boolean flag(JsonNode j, String field, String where) {
            JsonNode v = j.get(field);
            if (v == null || v.isNull()) return false;
            if (!v.isBoolean()) throw bad(where, "\"" + field + "\" must be true or false");
            return v.asBoolean();
        }

        private static int number(JsonNode j, String field, int low, int high, String where) {
            JsonNode v = j.get(field);
            if (v == null || !v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < low || v.asInt() > high) {
                throw bad(where, "\"" + field + "\" must be a whole number from " + low + " to " + high);
            }
            return v.asInt();
        }

        private static Block number(JsonNode j, String where) {
            int value = number(j, "value", 0, Limits.MAX_LITERAL, where);
            boolean letter = flag(j, "letter", where);
            if (letter && value != 1 && value != 11 && value != 12 && value != 13) {
                throw bad(where, "only 1, 11, 12 and 13 have a rank letter (A, J, Q, K), not " + value);
            }
            return new Block.Number(value, letter);
        }

        private static Property property(JsonNode j, String where) {
            JsonNode v = j.get("prop");
            if (v == null || v.isNull()) return null;
            for (Property p : Property.values()) if (p.word.equals(v.asText())) return p;
            throw bad(where, "no property is called " + v);
        }

        private static CompareOp compareOp(JsonNode j, String where) {
            JsonNode v = j.get("op");
            if (v == null || v.isNull()) return null;
            for (CompareOp op : CompareOp.values()) if (op.symbol.equals(v.asText())) return op;
            throw bad(where, "no comparison is written " + v);
        }

        private static ArithOp arithOp(JsonNode j, String where) {
            String op = text(j, "op", where);
            for (ArithOp a : ArithOp.values()) if (a.symbol.equals(op)) return a;
            throw bad(where, "no arithmetic is written \"" + op + "\"");
        }

        private static Suit suit(JsonNode j, String where) {
            String s = text(j, "suit", where);
            for (Suit suit : Suit.values()) if (suit.word().equals(s)) return suit;
            throw bad(where, "no suit is called \"" + s + "\"");
        }

        private static CardColor colour(JsonNode j, String where) {
            String s = text(j, "colour", where);
            for (CardColor c : CardColor.values()) if (c.word().equals(s)) return c;
            throw bad(where, "no colour is called \"" + s + "\"");
        }

        private static BadBlocks bad(String where, String what) {
            return new BadBlocks(where + ": " + what);
        }
    }
}
