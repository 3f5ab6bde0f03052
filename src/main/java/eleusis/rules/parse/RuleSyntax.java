package eleusis.rules.parse;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.Issue;
import eleusis.rules.Span;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import eleusis.rules.grammar.RuleBaseVisitor;
import eleusis.rules.grammar.RuleLexer;
import eleusis.rules.grammar.RuleParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Reads rule text into the syntax tree. The only class that touches ANTLR's generated types:
 * everything after it works on {@link Expr}. User errors come back as issues, never exceptions.
 */
public final class RuleSyntax {
    private RuleSyntax() {}

    public static ParseResult parse(String text) {
        if (text == null) text = "";
        if (text.length() > Limits.MAX_CHARS) {
            return fail(new Span(Limits.MAX_CHARS, text.length(), lineOf(text, Limits.MAX_CHARS),
                    columnOf(text, Limits.MAX_CHARS)),
                    "the rule is too long: " + text.length() + " characters, the limit is " + Limits.MAX_CHARS);
        }
        RuleLexer lexer = new RuleLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners(); // every character lexes: strays become UNEXPECTED_CHAR tokens
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();

        Issue early = scanTokens(tokens.getTokens(), text);
        if (early != null) return new ParseResult(null, List.of(early));

        RuleParser parser = new RuleParser(tokens);
        FirstError errors = new FirstError(text);
        parser.removeErrorListeners();
        parser.addErrorListener(errors);
        RuleParser.Rule_Context tree;
        try {
            tree = parser.rule_();
        } catch (StackOverflowError e) {
            return fail(new Span(0, 1, 1, 1), "the rule is nested too deeply to read");
        } catch (ParseCancellationException e) {
            tree = null;
        }
        if (errors.issue != null) return new ParseResult(null, List.of(errors.issue));

        Builder builder = new Builder();
        Expr expr;
        try {
            expr = builder.visit(tree.expr());
        } catch (StackOverflowError e) {
            return fail(new Span(0, 1, 1, 1), "the rule is nested too deeply to read");
        }
        if (!builder.issues.isEmpty()) return new ParseResult(null, List.copyOf(builder.issues));
        Issue deep = Depth.check(expr);
        if (deep != null) return new ParseResult(null, List.of(deep));
        return new ParseResult(expr, List.of());
    }

    private static ParseResult fail(Span span, String message) {
        return new ParseResult(null, List.of(new Issue(span, message)));
    }

    /** Cheap checks before parsing: stray characters and runaway brackets get specific messages. */
    private static Issue scanTokens(List<Token> tokens, String text) {
        int depth = 0;
        boolean any = false;
        for (Token t : tokens) {
            switch (t.getType()) {
                case RuleLexer.UNEXPECTED_CHAR -> {
                    Span at = span(t);
                    String doubled = at.start() + 1 < text.length() ? text.substring(at.start(), at.start() + 2) : "";
                    if (doubled.equals("&&") || doubled.equals("||") || doubled.equals("=<") || doubled.equals("=>")) {
                        at = new Span(at.start(), at.start() + 2, at.line(), at.column());
                    }
                    return new Issue(at, strayMessage(t.getText(), text, t.getStartIndex()));
                }
                case RuleLexer.LPAREN, RuleLexer.LBRACE -> {
                    if (++depth > Limits.MAX_DEPTH) {
                        return new Issue(span(t), "brackets are nested too deeply (the limit is "
                                + Limits.MAX_DEPTH + ")");
                    }
                }
                case RuleLexer.RPAREN, RuleLexer.RBRACE -> depth = Math.max(0, depth - 1);
                case Token.EOF -> {
                    if (!any) return new Issue(span(t), "the rule is empty: write a condition such as card is red");
                }
                default -> any = true;
            }
            if (t.getType() == RuleLexer.LPAREN || t.getType() == RuleLexer.LBRACE) any = true;
        }
        return null;
    }

    private static String strayMessage(String ch, String text, int at) {
        String next = at + 1 < text.length() ? text.substring(at, at + 2) : ch;
        return switch (ch) {
            case "=" -> switch (next) {
                case "=<" -> "unexpected '=<'; write <= for 'at most'";
                case "=>" -> "unexpected '=>'; write >= for 'at least'";
                default -> "unexpected '='; to compare, write ==";
            };
            case "&" -> "unexpected '" + ("&&".equals(next) ? "&&" : "&") + "'; write and";
            case "|" -> "unexpected '" + ("||".equals(next) ? "||" : "|") + "'; write or";
            case "!" -> "unexpected '!'; write not, or != for 'differs from'";
            case "/" -> "unexpected '/'; division is not part of the language (mod gives remainders)";
            case "%" -> "unexpected '%'; write mod";
            case "\"", "'" -> "unexpected quote; names such as red or hearts are written without quotes";
            case "[", "]" -> "unexpected '" + ch + "'; a set is written in braces, as in card.rank in {1, 2}";
            default -> invisible(ch)
                    ? String.format("unexpected invisible character U+%04X; delete it (it often comes with copied text)", ch.codePointAt(0))
                    : ch.codePointAt(0) < 0x80 ? "unexpected character '" + ch + "'" : foreign(ch);
        };
    }

    /** Typographic signs an editor or a phone puts in place of the plain ones, and what to write instead. */
    private static final Map<String, String> TYPOGRAPHIC = Map.ofEntries(
            Map.entry("\u2212", "-"), Map.entry("\u2013", "-"), Map.entry("\u2014", "-"), Map.entry("\u2010", "-"),
            Map.entry("\u2011", "-"), Map.entry("\u2264", "<="), Map.entry("\u2265", ">="), Map.entry("\u2260", "!="),
            Map.entry("\u00d7", "*"), Map.entry("\u22c5", "*"), Map.entry("\u2217", "*"), Map.entry("\u2026", ".."),
            Map.entry("\u2227", "and"), Map.entry("\u2228", "or"), Map.entry("\u00ac", "not"));
    private static final String QUOTES = "\u201c\u201d\u201e\u201f\u2018\u2019\u201a\u201b\u00ab\u00bb\u2039\u203a\u00b4\u0060";
    /** Cyrillic and Greek letters that look like Latin ones, each followed by the Latin letter. */
    private static final String LOOKALIKES = "\u0430a\u0435e\u043eo\u0440p\u0441c\u0445x\u0443y\u043ak\u0456i\u0458j"
            + "\u0455s\u04bbh\u0501d\u0410A\u0412B\u0415E\u041aK\u041cM\u041dH\u041eO\u0420P\u0421C\u0422T"
            + "\u0425X\u0406I\u0408J\u0405S\u03bfo\u03bdv\u03c1p\u03b9i\u0391A\u0392B\u0395E\u0396Z\u0397H"
            + "\u0399I\u039aK\u039cM\u039dN\u039fO\u03a1P\u03a4T\u03a5Y\u03a7X";

    /** A character beyond ASCII, named by its code point and Unicode name, with what to write instead. */
    private static String foreign(String ch) {
        int c = ch.codePointAt(0);
        String name = Character.getName(c);
        String named = "unexpected '" + ch + "' (" + String.format("U+%04X", c) + (name == null ? "" : " " + name) + ")";
        String plain = TYPOGRAPHIC.get(ch);
        if (plain != null) return named + "; write " + plain + " instead";
        if (QUOTES.indexOf(c) >= 0) return named + ", a typographic quote; names such as red or hearts are written without quotes";
        int look = c <= 0xffff ? LOOKALIKES.indexOf((char) c) : -1;
        if (look >= 0 && look % 2 == 0) {
            return named + ", which looks like the Latin letter " + LOOKALIKES.charAt(look + 1)
                    + " but is not one; type it again with a Latin keyboard";
        }
        if (Character.isDigit(c)) return named + "; write the digit " + Character.getNumericValue(c);
        if (Character.isLetter(c)) return named + "; the language's words are written with the letters a to z";
        return named;
    }

    /** Controls, odd spaces, byte order marks and the like: named by code, since showing them shows nothing. */
    private static boolean invisible(String s) {
        int c = s.codePointAt(0);
        int type = Character.getType(c);
        return Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)
                || type == Character.FORMAT || type == Character.UNASSIGNED || type == Character.PRIVATE_USE;
    }

    static Span span(Token t) {
        int start = Math.max(t.getStartIndex(), 0);
        int end = t.getType() == Token.EOF ? start + 1 : t.getStopIndex() + 1;
        return new Span(start, end, t.getLine(), t.getCharPositionInLine() + 1);
    }

    static Span span(ParserRuleContext ctx) {
        Token a = ctx.getStart();
        Token b = ctx.getStop() == null ? a : ctx.getStop();
        return new Span(a.getStartIndex(), Math.max(b.getStopIndex() + 1, a.getStartIndex() + 1),
                a.getLine(), a.getCharPositionInLine() + 1);
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < text.length(); i++) if (text.charAt(i) == '\n') line++;
        return line;
    }

    private static int columnOf(String text, int offset) {
        int lastNl = text.lastIndexOf('\n', offset - 1);
        return offset - lastNl;
    }

    /** Keeps the first syntax error only (the rest are usually echoes of it) and words it plainly. */
    private static final class FirstError extends BaseErrorListener {
        final String text;
        Issue issue;

        FirstError(String text) { this.text = text; }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int col,
                                String msg, RecognitionException e) {
            if (issue != null) return;
            Token t = (Token) offending;
            Span where = t == null ? new Span(0, 1, line, col + 1) : span(t);
            issue = new Issue(where, describe(t, (RuleParser) recognizer));
        }

        private static String describe(Token t, RuleParser parser) {
            String expected = Expectation.describe(parser.getExpectedTokens(), parser.getVocabulary());
            if (t == null || t.getType() == Token.EOF) {
                return "the rule ends too soon" + (expected.isEmpty() ? "" : ": expected " + expected);
            }
            if (t.getType() == RuleLexer.GT && t.getTokenIndex() > 0
                    && parser.getTokenStream().get(t.getTokenIndex() - 1).getType() == RuleLexer.LT) {
                return "unexpected '>' after '<'; write != for 'differs from'";
            }
            String what = "unexpected '" + t.getText() + "'";
            TokenStream tokens = parser.getTokenStream();
            int i = t.getTokenIndex();
            if (i >= 3 && tokens.get(i - 1).getType() == RuleLexer.INT && tokens.get(i - 2).getType() == RuleLexer.LPAREN
                    && tokens.get(i - 3).getType() == RuleLexer.LAST) {
                return what + "; expected ')' to close last(" + tokens.get(i - 1).getText() + ")";
            }
            if (t.getType() == RuleLexer.COMMA && !insideBraces(tokens, i)) {
                return what + "; to list values, write a set in braces, as in card.rank in {1, 2}";
            }
            if (t.getType() == RuleLexer.EQ || t.getType() == RuleLexer.NE) {
                return what + "; to compare a test, put it in brackets, as in (card is red) == (last is red)";
            }
            String hint = t.getType() == RuleLexer.IDENT ? eleusis.rules.check.Suggestions.forName(t.getText()) : "";
            if (!hint.isEmpty()) return what + hint;
            return expected.isEmpty() ? what : what + "; expected " + expected;
        }
    }

    /** Whether the token at {@code index} stands inside an open {@code {}. */
    private static boolean insideBraces(TokenStream tokens, int index) {
        int open = 0;
        for (int k = 0; k < index; k++) {
            int type = tokens.get(k).getType();
            if (type == RuleLexer.LBRACE) open++;
            else if (type == RuleLexer.RBRACE) open = Math.max(0, open - 1);
        }
        return open > 0;
    }

    /** Builds the syntax tree; records issues for well-formed text that still cannot mean anything. */
    private static final class Builder extends RuleBaseVisitor<Expr> {
        final List<Issue> issues = new ArrayList<>();

        @Override
        public Expr visitIfExpr(RuleParser.IfExprContext ctx) {
            Expr otherwise = ctx.otherwise == null ? null : visit(ctx.otherwise);
            return new Expr.If(visit(ctx.cond), visit(ctx.then), otherwise, span(ctx));
        }

        @Override
        public Expr visitPlainExpr(RuleParser.PlainExprContext ctx) {
            return visit(ctx.disjunction());
        }

        /** How two operands of a binary operator are joined; {@code op} counts the operators from 0. */
        private interface Join {
            Expr of(int op, Expr left, Expr right, Span span);
        }

        /**
         * The operands of one level of binary operators, joined from the left as the language reads
         * them: a - b - c is (a - b) - c. Each join spans its two sides.
         */
        private Expr fromLeft(List<? extends ParserRuleContext> operands, Join join) {
            Expr acc = visit(operands.get(0));
            for (int i = 1; i < operands.size(); i++) {
                Expr right = visit(operands.get(i));
                acc = join.of(i - 1, acc, right, Span.between(acc.span(), right.span()));
            }
            return acc;
        }

        @Override
        public Expr visitDisjunction(RuleParser.DisjunctionContext ctx) {
            return fromLeft(ctx.conjunction(), (op, left, right, span) -> new Expr.Or(left, right, span));
        }

        @Override
        public Expr visitConjunction(RuleParser.ConjunctionContext ctx) {
            return fromLeft(ctx.negation(), (op, left, right, span) -> new Expr.And(left, right, span));
        }

        @Override
        public Expr visitNotExpr(RuleParser.NotExprContext ctx) {
            return new Expr.Not(visit(ctx.negation()), span(ctx));
        }

        @Override
        public Expr visitPlainNegation(RuleParser.PlainNegationContext ctx) {
            return visit(ctx.comparison());
        }

        @Override
        public Expr visitComparison(RuleParser.ComparisonContext ctx) {
            Expr left = visit(ctx.sum());
            RuleParser.ComparisonTailContext tail = ctx.comparisonTail();
            if (tail instanceof RuleParser.InTailContext in) return in(left, in, ctx);
            if (tail instanceof RuleParser.IsTailContext is) {
                Property p = Property.valueOf(is.property().getStart().getText().toUpperCase(java.util.Locale.ROOT));
                return new Expr.Is(left, p, is.NOT() != null, span(ctx));
            }
            RuleParser.CompareTailContext cmp = (RuleParser.CompareTailContext) tail;
            if (cmp.compareOp().size() > 1) {
                Token second = cmp.compareOp(1).getStart();
                issues.add(new Issue(span(second), "comparisons cannot be chained; write a < b and b < c"));
                return left;
            }
            if (cmp.compareOp().isEmpty()) return left;
            Expr right = visit(cmp.sum(0));
            CompareOp op = switch (cmp.compareOp(0).getStart().getType()) {
                case RuleLexer.EQ -> CompareOp.EQ;
                case RuleLexer.NE -> CompareOp.NE;
                case RuleLexer.LT -> CompareOp.LT;
                case RuleLexer.LE -> CompareOp.LE;
                case RuleLexer.GT -> CompareOp.GT;
                default -> CompareOp.GE;
            };
            return new Expr.Compare(op, left, right, span(ctx));
        }

        private Expr in(Expr value, RuleParser.InTailContext ctx, RuleParser.ComparisonContext whole) {
            boolean negated = ctx.NOT() != null;
            List<Expr.Element> elements = new ArrayList<>();
            boolean braces;
            if (ctx.collection() instanceof RuleParser.SetCollectionContext set) {
                braces = true;
                for (RuleParser.ElementContext el : set.element()) {
                    Expr low = visit(el.sum(0));
                    Expr high = el.sum().size() > 1 ? visit(el.sum(1)) : null;
                    elements.add(new Expr.Element(low, high, span(el)));
                }
                if (elements.isEmpty()) {
                    issues.add(new Issue(span(set), "an empty set {} matches nothing; list at least one value"));
                }
            } else {
                RuleParser.RangeCollectionContext range = (RuleParser.RangeCollectionContext) ctx.collection();
                braces = false;
                elements.add(new Expr.Element(visit(range.sum(0)), visit(range.sum(1)), span(range)));
            }
            return new Expr.In(value, List.copyOf(elements), braces, negated, span(whole));
        }

        @Override
        public Expr visitSum(RuleParser.SumContext ctx) {
            return fromLeft(ctx.product(), (op, left, right, span) ->
                    new Expr.Arith(ctx.sumOp(op).PLUS() != null ? ArithOp.ADD : ArithOp.SUB, left, right, span));
        }

        @Override
        public Expr visitProduct(RuleParser.ProductContext ctx) {
            return fromLeft(ctx.unary(), (op, left, right, span) ->
                    new Expr.Arith(ctx.productOp(op).STAR() != null ? ArithOp.MUL : ArithOp.MOD, left, right, span));
        }

        @Override
        public Expr visitNegate(RuleParser.NegateContext ctx) {
            return new Expr.Negate(visit(ctx.unary()), span(ctx));
        }

        @Override
        public Expr visitPlainUnary(RuleParser.PlainUnaryContext ctx) {
            return visit(ctx.primary());
        }

        @Override
        public Expr visitIntLiteral(RuleParser.IntLiteralContext ctx) {
            return new Expr.IntLit(number(ctx.INT()), false, span(ctx));
        }

        @Override
        public Expr visitRankLiteral(RuleParser.RankLiteralContext ctx) {
            int value = switch (ctx.getStart().getType()) {
                case RuleLexer.ACE -> 1;
                case RuleLexer.JACK -> 11;
                case RuleLexer.QUEEN -> 12;
                default -> 13;
            };
            return new Expr.IntLit(value, true, span(ctx));
        }

        @Override
        public Expr visitBoolLiteral(RuleParser.BoolLiteralContext ctx) {
            return new Expr.BoolLit(ctx.TRUE() != null, span(ctx));
        }

        @Override
        public Expr visitSuitLiteral(RuleParser.SuitLiteralContext ctx) {
            return new Expr.SuitLit(Suit.valueOf(ctx.getText().toUpperCase(java.util.Locale.ROOT)), span(ctx));
        }

        @Override
        public Expr visitColorLiteral(RuleParser.ColorLiteralContext ctx) {
            return new Expr.ColorLit(CardColor.valueOf(ctx.getText().toUpperCase(java.util.Locale.ROOT)), span(ctx));
        }

        @Override
        public Expr visitCardExpr(RuleParser.CardExprContext ctx) {
            Expr.CardRef ref = (Expr.CardRef) visit(ctx.cardRef());
            if (ctx.attribute == null) return ref;
            return new Expr.Attr(ref, ctx.attribute.getText(), span(ctx.attribute), span(ctx));
        }

        @Override
        public Expr visitThisCard(RuleParser.ThisCardContext ctx) {
            return new Expr.CardRef(0, span(ctx));
        }

        @Override
        public Expr visitLastCard(RuleParser.LastCardContext ctx) {
            if (ctx.INT() == null) return new Expr.CardRef(1, span(ctx));
            int before = issues.size();
            int n = number(ctx.INT());
            if (issues.size() > before) return new Expr.CardRef(1, span(ctx));
            if (n < 1) {
                issues.add(new Issue(span(ctx.INT().getSymbol()),
                        "last(0) is not a mainline card; write card for the card being judged"));
            } else if (n > Limits.MAX_LOOKBACK) {
                issues.add(new Issue(span(ctx.INT().getSymbol()),
                        "a rule can look back at most " + Limits.MAX_LOOKBACK + " cards: last(1) to last("
                                + Limits.MAX_LOOKBACK + ")"));
            }
            return new Expr.CardRef(n, span(ctx));
        }

        @Override
        public Expr visitPositionExpr(RuleParser.PositionExprContext ctx) {
            return new Expr.Position(span(ctx));
        }

        @Override
        public Expr visitAbsExpr(RuleParser.AbsExprContext ctx) {
            return new Expr.Abs(visit(ctx.expr()), span(ctx));
        }

        @Override
        public Expr visitParenExpr(RuleParser.ParenExprContext ctx) {
            return visit(ctx.expr());
        }

        @Override
        public Expr visitUnknownName(RuleParser.UnknownNameContext ctx) {
            return new Expr.UnknownName(ctx.IDENT().getText(), span(ctx.IDENT().getSymbol()));
        }

        private int number(TerminalNode node) {
            String digits = node.getText();
            String trimmed = digits.replaceFirst("^0+(?=.)", "");
            if (trimmed.length() > 7 || Integer.parseInt(trimmed) > Limits.MAX_LITERAL) {
                issues.add(new Issue(span(node.getSymbol()),
                        "the number " + (digits.length() > 12 ? digits.substring(0, 12) + "…" : digits)
                                + " is too large; the largest number a rule may use is " + Limits.MAX_LITERAL));
                return 0;
            }
            return Integer.parseInt(trimmed);
        }
    }
}
