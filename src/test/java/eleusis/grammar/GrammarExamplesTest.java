package eleusis.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.grammar.RuleLexer;
import eleusis.rules.grammar.RuleParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file in grammar/examples parses (and checks, unless its name ends in .error.rule), and the
 * examples together use every labelled alternative of the grammar.
 */
class GrammarExamplesTest {
    static final Path EXAMPLES = Path.of("grammar", "examples");

    static List<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(p -> p.toString().endsWith(".rule")).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> everyExampleParsesAndChecks() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : examples()) {
            tests.add(DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
                String text = Files.readString(p);
                RuleResult r = Rule.compile(text);
                if (p.toString().endsWith(".error.rule")) {
                    assertFalse(r.ok(), "should be refused by the checker");
                    assertTrue(r.issues().get(0).message().startsWith("unknown name"), r.report());
                } else {
                    assertTrue(r.ok(), r.report());
                    // The canonical form reads back to itself.
                    assertEquals(r.rule().canonical(), Rule.compile(r.rule().canonical()).rule().canonical());
                }
            }));
        }
        return tests;
    }

    @Test
    void examplesCoverEveryLabelledAlternative() throws IOException {
        Set<String> seen = new TreeSet<>();
        for (Path p : examples()) {
            RuleParser parser = new RuleParser(new CommonTokenStream(new RuleLexer(CharStreams.fromPath(p))));
            collect(parser.rule_(), seen);
        }
        Set<String> all = new TreeSet<>();
        for (Class<?> c : RuleParser.class.getDeclaredClasses()) {
            // Labelled alternatives are subclasses of the rule's own context class.
            if (c.getSuperclass() != ParserRuleContext.class && ParserRuleContext.class.isAssignableFrom(c)) {
                all.add(c.getSimpleName());
            }
        }
        assertFalse(all.isEmpty());
        all.removeAll(seen);
        assertEquals(Set.of(), all, "grammar alternatives with no example in grammar/examples");
    }

    private static void collect(ParseTree t, Set<String> seen) {
        if (t instanceof ParserRuleContext ctx) {
            seen.add(ctx.getClass().getSimpleName());
            for (int i = 0; i < ctx.getChildCount(); i++) collect(ctx.getChild(i), seen);
        }
    }
}
